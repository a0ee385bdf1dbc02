// LayoutCore: the layout model (see the Geometry, Engine, Views, Modifiers and Containers folders).
