#include "tests/widgets/widget_rig.h"

#include <QApplication>

#include "model/core/scenario_defaults.h"
#include "model/service/scenario_request.h"
#include "widgets/session/scenario_file.h"

namespace memledger::widgets::test {

std::shared_ptr<const model::PresetLibrary> presets()
{
    static const auto library = [] {
        std::vector<model::Problem> problems;
        return std::make_shared<const model::PresetLibrary>(
            model::loadPresets(MEMLEDGER_SOURCE_DIR "/presets", problems));
    }();
    return library;
}

model::Scenario llama8bLoraOnOneH100()
{
    model::Scenario s = model::startingScenario(*presets());
    model::applyModel(*presets()->model("llama-3.1-8b"), s);
    model::applyGpu(*presets()->gpu("h100-sxm"), s.hardware);
    s.parallel = {};
    s.memory.lora.rank = 16;
    s.training.microBatch = 1;
    s.training.seq = 4096;
    return s;
}

model::Scenario seventyB()
{
    model::Scenario s = model::startingScenario(*presets());
    model::applyModel(*presets()->model("llama-3.1-70b"), s);
    model::applyGpu(*presets()->gpu("h100-sxm"), s.hardware);
    s.framework = model::Framework::Megatron;
    model::applyFrameworkDefaults(s);
    s.parallel.dp = 8;
    s.parallel.tp = 8;
    s.parallel.pp = 4;
    s.parallel.sp = true;
    s.parallel.distributedOptimizer = true;
    s.training.gradAccum = 16;
    s.memory.recompute = model::Recompute::Selective;
    return s;
}

WidgetRig::WidgetRig()
    : bench(presets()),
      session(*bench.session()),
      hub(*bench.hub()),
      form(*bench.form()),
      ledger(*bench.ledger()),
      inspector(*bench.inspector()),
      headline(*bench.headline()),
      activations(*bench.activations())
{
    ledger.resize(1200, 500);
}

void WidgetRig::start(const model::Scenario& scenario)
{
    bench.start(scenario);
    settle();
}

void WidgetRig::settle()
{
    QApplication::processEvents();
    session.flush();
    hub.settle();
}

}  // namespace memledger::widgets::test
