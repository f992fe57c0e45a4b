// The activation drill-down: what one transformer layer saves for backward, tensor
// by tensor (one micro-batch, one rank), with the tensors that selective
// recomputation drops marked, so a learner sees where the bytes come from.
#pragma once

#include <QList>
#include <QStringList>
#include <QWidget>

#include "widgets/common/quantity_text.h"
#include "widgets/session/scenario_session.h"

class QComboBox;
class QTableWidget;

namespace memledger::widgets {

class LiveLabel;
class ActivationTable : public QWidget {
    Q_OBJECT
public:
    enum Column { OpColumn, TensorColumn, BytesColumn, ShareColumn, RecomputeColumn, ShapeColumn, DtypeColumn };

    explicit ActivationTable(QWidget* parent = nullptr);

    void setEstimate(EstimatePtr shown, bool stale);
    void setUnit(ByteUnit unit);
    QTableWidget* table() const { return m_table; }

private:
    void rebuild();

    QComboBox* m_layerKind;
    LiveLabel* m_summary;   // changes with every edit
    QTableWidget* m_table;
    EstimatePtr m_estimate;
    QList<QStringList> m_rows;   // the cells shown
    ByteUnit m_unit = ByteUnit::GiB;
};

}  // namespace memledger::widgets
