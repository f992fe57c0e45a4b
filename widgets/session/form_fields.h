// The table of every scenario input the controls dock edits: its engine key (the
// `field` of validation problems), label, range, scale and how to read and write it.
#pragma once

#include <QStringList>
#include <vector>

#include "model/core/scenario.h"
#include "widgets/common/param_slider.h"

namespace memledger::widgets {

enum class FieldKind { Number, Choice, Toggle };

struct FieldSpec {
    FieldKind kind = FieldKind::Number;
    const char* key = "";          // engine field, e.g. "training.seq"
    const char* label = "";        // QT_TRANSLATE_NOOP("ScenarioForm", …)
    double (*get)(const model::Scenario&) = nullptr;   // numbers in engine units; choices as an index
    void (*set)(model::Scenario&, double) = nullptr;
    double minimum = 0;
    double maximum = 1;
    ParamSlider::Scale scale = ParamSlider::Scale::Linear;
    int decimals = 0;
    double unit = 1;               // engine units per displayed unit (2^30 for GiB)
    const char* suffix = "";       // QT_TRANSLATE_NOOP("ScenarioForm", " GiB")
    QStringList (*choices)() = nullptr;   // what the user reads, translated
    QStringList (*words)() = nullptr;     // the same choices as files spell them (item data)
};

struct GroupSpec {
    const char* title;             // QT_TRANSLATE_NOOP("ScenarioForm", …)
    std::vector<FieldSpec> fields;
};

enum GroupIndex { ModelGroup, ArchitectureGroup, BatchGroup, ParallelGroup, MemoryGroup, OffloadGroup, HardwareGroup, PerformanceGroup };

std::vector<GroupSpec> scenarioGroups();

}  // namespace memledger::widgets
