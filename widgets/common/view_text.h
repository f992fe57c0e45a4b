// Translation contexts for free functions that draw a view's text. lupdate files a
// string under the class whose tr() it sees; these structs make those strings land
// under the view's own context ("LedgerView", "TimelineView"), the one used at run time.
#pragma once

#include <QCoreApplication>

namespace memledger::widgets {

struct LedgerText {
    Q_DECLARE_TR_FUNCTIONS(LedgerView)
};

struct TimelineText {
    Q_DECLARE_TR_FUNCTIONS(TimelineView)
};

struct AllocatorText {
    Q_DECLARE_TR_FUNCTIONS(AllocatorPanel)
};

}  // namespace memledger::widgets
