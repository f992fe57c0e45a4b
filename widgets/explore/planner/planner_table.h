// The planner's rows as a table model: the layout's knobs, memory per GPU, headroom
// and the simulated step (time, MFU, tokens/s), best first, exactly as the engine ranked them.
#pragma once

#include <QAbstractTableModel>

#include "model/explore/planner.h"
#include "widgets/common/quantity_text.h"

namespace memledger::widgets {

class PlannerTable : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Rank, Dp, Tp, Pp, Vpp, Cp, Ep, Etp, Zero, Recompute, MicroBatch, Accum, Offload, Memory, Headroom, StepTime, Mfu,
                  TokensPerSecond, ColumnCount };

    explicit PlannerTable(QObject* parent = nullptr);

    void setResult(const model::PlanResult& result);
    void setUnit(ByteUnit unit);
    const model::PlanResult& result() const { return m_result; }
    const model::PlanRow* row(int index) const;
    ByteUnit unit() const { return m_unit; }
    // Any row or candidate in the table's words, one "column: value" a line (a chart's tooltip).
    QString describe(const model::PlanRow& row) const;
    // The row's layout as its knob columns (DP … offload) show it: the same layout found
    // again among other rows.
    QString layoutKey(const model::PlanRow& row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QVariant text(const model::PlanRow& row, int column, int rank) const;

    model::PlanResult m_result;
    ByteUnit m_unit = ByteUnit::GiB;
};

}  // namespace memledger::widgets
