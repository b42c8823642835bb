// Prints every reference the compiler recorded in a Swift index store, one per line:
//   module <TAB> file <TAB> line <TAB> column <TAB> USR <TAB> symbol name
// for the units of the modules named on the command line. Scripts/check-availability reads it:
// "what our code uses" comes from the compiler's own index, not from matching names in text.
//
// Build: cc -I<toolchain>/usr/local/include index-references.c -L<toolchain>/usr/lib -lIndexStore
// Run:   index-references <index store> <module>...
#include <indexstore/indexstore.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    indexstore_t store;
    int moduleCount;
    char **modules;
    const char *module;  // the unit's module, while its records are read
    const char *file;    // the record's source file
} Context;

static char *copy(indexstore_string_ref_t ref) {
    char *text = malloc(ref.length + 1);
    memcpy(text, ref.data, ref.length);
    text[ref.length] = 0;
    return text;
}

static bool printOccurrence(void *raw, indexstore_occurrence_t occurrence) {
    Context *context = raw;
    if (!(indexstore_occurrence_get_roles(occurrence) & INDEXSTORE_SYMBOL_ROLE_REFERENCE)) return true;
    indexstore_symbol_t symbol = indexstore_occurrence_get_symbol(occurrence);
    indexstore_string_ref_t usr = indexstore_symbol_get_usr(symbol);
    indexstore_string_ref_t name = indexstore_symbol_get_name(symbol);
    unsigned line = 0, column = 0;
    indexstore_occurrence_get_line_col(occurrence, &line, &column);
    printf("%s\t%s\t%u\t%u\t%.*s\t%.*s\n", context->module, context->file, line, column, (int)usr.length, usr.data,
           (int)name.length, name.data);
    return true;
}

static bool readDependency(void *raw, indexstore_unit_dependency_t dependency) {
    Context *context = raw;
    if (indexstore_unit_dependency_get_kind(dependency) != INDEXSTORE_UNIT_DEPENDENCY_RECORD) return true;
    char *record = copy(indexstore_unit_dependency_get_name(dependency));
    char *file = copy(indexstore_unit_dependency_get_filepath(dependency));
    indexstore_error_t error = NULL;
    indexstore_record_reader_t reader = indexstore_record_reader_create(context->store, record, &error);
    if (reader) {
        context->file = file;
        indexstore_record_reader_occurrences_apply_f(reader, context, printOccurrence);
        indexstore_record_reader_dispose(reader);
    } else {
        fprintf(stderr, "index-references: record %s: %s\n", record, indexstore_error_get_description(error));
        indexstore_error_dispose(error);
    }
    free(record);
    free(file);
    return true;
}

static bool readUnit(void *raw, indexstore_string_ref_t unitName) {
    Context *context = raw;
    char *name = copy(unitName);
    indexstore_error_t error = NULL;
    indexstore_unit_reader_t unit = indexstore_unit_reader_create(context->store, name, &error);
    free(name);
    if (!unit) {
        indexstore_error_dispose(error);
        return true;
    }
    char *module = copy(indexstore_unit_reader_get_module_name(unit));
    for (int i = 0; i < context->moduleCount; i++) {
        if (strcmp(module, context->modules[i]) == 0 && !indexstore_unit_reader_is_module_unit(unit)) {
            context->module = module;
            indexstore_unit_reader_dependencies_apply_f(unit, context, readDependency);
            break;
        }
    }
    free(module);
    indexstore_unit_reader_dispose(unit);
    return true;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: index-references <index store> <module>...\n");
        return 2;
    }
    indexstore_error_t error = NULL;
    indexstore_t store = indexstore_store_create(argv[1], &error);
    if (!store) {
        fprintf(stderr, "index-references: %s: %s\n", argv[1], indexstore_error_get_description(error));
        return 1;
    }
    Context context = {store, argc - 2, argv + 2, NULL, NULL};
    indexstore_store_units_apply_f(store, 1, &context, readUnit);
    indexstore_store_dispose(store);
    return 0;
}
