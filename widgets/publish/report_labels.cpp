#include "widgets/publish/report_labels.h"

#include <QCoreApplication>

#include "widgets/common/vocabulary.h"

namespace memledger::widgets {

QString missingChartText() { return QCoreApplication::translate("Report", "Chart omitted: {caption}."); }

model::ReviewLabels reviewLabels() { return model::reviewLabels(engineWord); }

}  // namespace memledger::widgets
