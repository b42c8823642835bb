// The umbrella product: one import for every FrameworkStruct module.
@_exported import FSContainers
@_exported import FSEncrypt
@_exported import FSNumberTool
@_exported import FSPriceEmbellisher
@_exported import FSStringEmbellisher
@_exported import FSThreadManager
@_exported import FSTimeEmbellisher
@_exported import FSTimeTool
@_exported import FSTimerManager
@_exported import FSUnitTool
@_exported import FSWeakCollections
@_exported import FSZip
