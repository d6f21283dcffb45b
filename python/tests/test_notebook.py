"""The example notebook runs to the end and shows a thermograph and a board."""

import pathlib

import nbclient
import nbformat

NOTEBOOK = pathlib.Path(__file__).resolve().parents[1] / "examples" / "tour.ipynb"


def test_the_example_notebook_runs():
    nb = nbformat.read(NOTEBOOK, as_version=4)
    nbclient.NotebookClient(nb, timeout=120, kernel_name="python3").execute()
    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs]
    assert not [o for o in outputs if o.output_type == "error"]
    svgs = [o["data"]["image/svg+xml"] for o in outputs if "image/svg+xml" in o.get("data", {})]
    assert any("Thermograph of {3||2*|1*}" in s for s in svgs), "a thermograph"
    assert any("<rect" in s or "<circle" in s for s in svgs), "a board"
    texts = [o["data"].get("text/plain", "") for o in outputs if "data" in o]
    assert "'3/4'" in texts[0]
