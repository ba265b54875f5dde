"""Genre 4: observation charts, fluid balance, MAR and flowsheet exports."""
import datetime as dt

import pools as P
import values as V
from common import mrn_label, times
from markup import m, ljust, rjust, row

GENRE = "chart_flowsheet_export"


def _nurses(c, k=4):
    out = []
    for _ in range(k):
        s = c.next_staff()
        out.append((s, s.initials(lower=c.r.random() < 0.15)))
    return out


def _banner(c, title, d):
    r = c.r
    room = "%d%02d" % (r.randint(1, 9), r.randint(1, 40))
    cons = c.next_staff()
    L = ["%s   %s" % (title, m("HOSPITAL", c.hosp)),
         "%s   %s %s   DOB %s   %s   Sex %s" % (c.P(r.choice(["LAST, FIRST", "Last, First M", "First Last", "LAST, FIRST M"])),
                                              mrn_label(c), m("MRN", c.mrn), c.dob_s(), c.age_s(r.choice(["{a}y", "{a} yrs", "{a}Y", "age {a}"])), c.sex),
         "Ward %s   Room %s   Bed %s   Consultant %s%s   Chart date %s" % (m("HOSPITAL", c.ward), m("LOCATION_OTHER", room), m("LOCATION_OTHER", str(r.randint(1, 6))),
                                                                            r.choice(["Dr ", "Dr. ", ""]), c.S(cons, r.choice(["F Last", "Last", "First Last"])), c.D(d)),
         "Allergies: %s" % r.choice(["NKDA", "Penicillin (rash)", "Codeine (vomiting)", "Latex", "Sulfa - urticaria"]),
         ""]
    return L


def _legend(c, nurses):
    r = c.r
    parts = []
    for s, ini in nurses:
        parts.append("%s = %s %s" % (m("DOCTOR", ini), c.S(s, r.choice(["First Last", "F. Last", "Last, First"])), r.choice(["RN", "EN", "HCA", "RPN", "LPN", "SN"])))
    return ["Signatures: " + "; ".join(parts[:2]), "            " + "; ".join(parts[2:])]


def obs(c):
    r = c.r
    d = c.day(0)
    nurses = _nurses(c)
    L = _banner(c, r.choice(["NEWS2 OBSERVATION CHART", "ADULT OBSERVATION CHART (Between the Flags)", "VITAL SIGNS FLOWSHEET"]), d)
    L.append(row(["Date/Time", "RR", "SpO2", "O2", "BP", "", "HR", "Temp", "ACVPU", "Score", "Init"], [12, 4, 5, 6, 8, 1, 5, 6, 6, 6]))
    ds = r.choice([V.short_style(c.loc), V.short_style(c.loc), "d Mon", "DD-MON"])
    cur = dt.datetime(d.year, d.month, d.day, r.randint(0, 6), 0)
    for i in range(r.randint(14, 22)):
        cur += dt.timedelta(hours=r.choice([1, 2, 2, 4]), minutes=r.randint(0, 30))
        s, ini = r.choice(nurses)
        sbp = r.randint(85, 175)
        L.append(row(["%s %02d:%02d" % (m("DATE", V.fmt_date(cur.date(), ds)), cur.hour, cur.minute), str(r.randint(12, 28)), str(r.randint(88, 100)),
                      r.choice(["RA", "2L", "4L NP", "28%", "RA"]), "%d/%d" % (sbp, r.randint(45, 100)), "", str(r.randint(48, 128)), "%.1f" % r.uniform(35.6, 39.2),
                      r.choice("AAAAAACV"), str(r.randint(0, 7)), m("DOCTOR", ini)], [12, 4, 5, 6, 8, 1, 5, 6, 6, 6]))
    L.append("")
    L.append("Escalation: score %d at %02d:%02d - %s informed (bleep %s), reviewed by %s at %02d:%02d." % (
        r.randint(5, 7), r.randint(0, 23), r.randint(0, 59), r.choice(["FY1", "registrar", "outreach team", "MET call"]), m("PHONE", V.pager(r, c.loc)),
        c.S(c.next_staff(), r.choice(["First Last", "F. Last"])), r.randint(0, 23), r.randint(0, 59)))
    L.append("Pain score 3/10; GCS 15; %s" % r.choice(["Braden score 14", "Waterlow score 12", "Foley catheter in situ", "Hickman line flushed"]))
    L += _legend(c, nurses)
    return "\n".join(L)


def fluid(c):
    r = c.r
    d = c.day(0)
    nurses = _nurses(c, 3)
    L = _banner(c, "FLUID BALANCE CHART (24 h from 07:00)", d)
    widths = [7, 10, 8, 8, 9, 8, 8, 6]
    L.append(row(["Time", "IV", "Oral", "NG", "Urine", "Drain", "Vomit", "Init"], widths))
    tin = tout = 0
    for h in range(7, 7 + r.randint(12, 18)):
        s, ini = r.choice(nurses)
        iv, orl = r.choice([0, 83, 100, 125]), r.choice([0, 0, 50, 100, 150, 200])
        ur, dr = r.choice([0, 30, 45, 60, 80, 120, 200]), r.choice([0, 0, 10, 20])
        tin += iv + orl
        tout += ur + dr
        L.append(row(["%02d:00" % (h % 24), str(iv), str(orl), "-", str(ur), str(dr), "-", m("DOCTOR", ini)], widths))
    L.append("")
    L.append("Totals %s: IN %d mL  OUT %d mL  Balance %+d mL  (previous day %s: %+d mL)" % (c.D(d, r.choice([V.short_style(c.loc), "d Mon", c.dstyle])), tin, tout, tin - tout,
                                                                                            c.D(c.day(-1), r.choice([V.short_style(c.loc), "d Mon", c.dstyle])), r.randint(-900, 1500)))
    L.append("IV fluids: Hartmann's 1000 mL @ 83 mL/h (bag 1 hung 07:10 by %s); 0.9%% NaCl 500 mL; KCl 20 mmol in 1 L." % m("DOCTOR", nurses[0][1]))
    L.append("Urine via Foley catheter, colour straw. Weight %s: %.1f kg." % (c.D(d, "d Mon"), r.uniform(40, 130)))
    L.append("Reviewed by %s (%s) at %s - target balance even; fluid restrict 1.5 L." % (c.S(c.next_staff(), "First Last"), r.choice(["FY2", "renal registrar", "CNC", "NP"]), times(r)))
    L += _legend(c, nurses)
    return "\n".join(L)


def mar(c):
    r = c.r
    d = c.day(0)
    nurses = _nurses(c, 4)
    pres = c.next_staff()
    L = _banner(c, "MEDICATION ADMINISTRATION RECORD", d)
    days = [c.day(k) for k in range(-2, 1)]
    ds = r.choice([V.short_style(c.loc), V.short_style(c.loc), "d Mon", V.wd_style(c.loc)])
    colw = 14
    L.append(ljust("Medication / dose / route / freq", 44) + "".join(ljust(m("DATE", V.fmt_date(x, ds)), colw) for x in days))
    L.append("-" * 86)
    for drug, dose, route, freq in r.sample(P.DRUGS, r.randint(6, 9)):
        tms = r.sample(["0600", "0800", "1200", "1400", "1800", "2000", "2200"], r.randint(1, 2))
        for t in sorted(tms):
            cells = []
            for x in days:
                k = r.random()
                s, ini = r.choice(nurses)
                if k < 0.75:
                    cells.append(ljust("%s %s" % (t, m("DOCTOR", ini)), colw))
                elif k < 0.85:
                    cells.append(ljust("held-NBM", colw))
                elif k < 0.93:
                    cells.append(ljust("refused %s" % m("DOCTOR", ini), colw))
                else:
                    cells.append(ljust("--", colw))
            L.append(ljust(("%s %s %s %s" % (drug, dose, route, freq))[:42], 44) + "".join(cells))
    L.append("")
    L.append("PRN")
    for i in range(r.randint(2, 4)):
        s, ini = r.choice(nurses)
        dd = r.choice(days)
        L.append("  %s %s  oxycodone 5 mg PO  for pain 7/10, effect 3/10 at +1h  %s" % (m("DATE", V.fmt_date(dd, ds)), "%02d%02d" % (r.randint(0, 23), r.randint(0, 59)), m("DOCTOR", ini)))
    L.append("")
    L.append("Prescriber: %s, %s  (%s)   Pharmacist check: %s %s" % (c.S(pres, r.choice(["First Last", "F. Last"])), r.choice(["MD", "MBBS", "NP"]),
                                                                     m("LICENSE", c.lic(pres)), m("DOCTOR", c.next_staff().initials()), c.D(days[0], ds)))
    L.append("Second-checker for IV heparin: %s / %s. Infusion pump %s." % (m("DOCTOR", nurses[1][1]), m("DOCTOR", nurses[2][1]), m("DEVICE", V.serial(r))))
    L += _legend(c, nurses)
    return "\n".join(L)


def flowsheet_export(c):
    r = c.r
    d = c.day(0)
    nurses = [c.next_staff() for _ in range(4)]
    L = ["# flowsheet_export v2.3  generated %sT%s  by %s  host %s" % (m("DATE", V.fmt_date(c.day(r.randint(0, 2)), "iso")), times(r), m("USERNAME", c.user(c.next_staff())), m("DEVICE", V.workstation(r))),
         "# patient=%s  mrn=%s  csn=%s  unit=%s  dob=%s" % (m("PATIENT", c.pt.name(r.choice(["LAST,FIRST", "Last, First", "hl7"]))), m("MRN", c.mrn), m("ACCOUNT", c.acct), m("HOSPITAL", c.ward), m("DATE", V.fmt_date(c.dob, "iso"))),
         "row_id|flowsheet_row|recorded_time|value|units|entered_by|cosigned_by"]
    rows = [("BP", "mmHg", lambda: "%d/%d" % (r.randint(90, 170), r.randint(50, 100))), ("Pulse", "bpm", lambda: str(r.randint(50, 120))),
            ("Resp", "/min", lambda: str(r.randint(12, 26))), ("SpO2", "%", lambda: str(r.randint(88, 100))), ("Temp", "C", lambda: "%.1f" % r.uniform(35.8, 39)),
            ("Pain (0-10)", "", lambda: str(r.randint(0, 9))), ("GCS", "", lambda: str(r.choice([15, 15, 14, 13]))),
            ("Urine output", "mL", lambda: str(r.choice([50, 80, 120, 300]))), ("Blood glucose", "mmol/L", lambda: "%.1f" % r.uniform(3.5, 18)),
            ("Braden score", "", lambda: str(r.randint(10, 22))), ("CAM-ICU", "", lambda: r.choice(["negative", "positive"]))]
    cur = dt.datetime(d.year, d.month, d.day, r.randint(0, 8), r.randint(0, 59))
    for i in range(r.randint(22, 30)):
        cur += dt.timedelta(minutes=r.choice([15, 30, 60, 60, 120]))
        nm, unit, fn = r.choice(rows)
        who = r.choice(nurses)
        cos = m("USERNAME", c.user(r.choice(nurses))) if r.random() < 0.3 else ""
        L.append("%d|%s|%sT%02d:%02d|%s|%s|%s|%s" % (i + 1, nm, m("DATE", V.fmt_date(cur.date(), "iso")), cur.hour, cur.minute, fn(), unit,
                                                      m("USERNAME", c.user(who)), cos))
    L.append("# comment rows")
    s = r.choice(nurses)
    L.append("%d|Nursing note|%sT%s|%s||%s|" % (i + 2, m("DATE", V.fmt_date(d, "iso")), times(r), r.choice([
        "pt's %s %s visited, brought glasses. Call %s if deteriorates." % (c.rels[0], m("FAMILY", c.fam[0].name("lower first")), m("PHONE", c.fam_phone[0])),
        "Moved to bed %s (%s) for falls monitoring." % (m("LOCATION_OTHER", str(r.randint(1, 30))), m("HOSPITAL", c.ward)),
        "Sitter booked via %s agency ext %s." % (m("ORGANIZATION", "Harrowgate Care Agency"), m("PHONE", str(r.randint(1000, 9999)))),
    ]), m("USERNAME", c.user(s))))
    L.append("# users: " + ", ".join("%s=%s" % (m("USERNAME", c.user(n)), m("DOCTOR", n.name("Last, First"))) for n in nurses))
    return "\n".join(L)


def glucose(c):
    r = c.r
    d = c.day(0)
    nurses = _nurses(c, 3)
    L = _banner(c, r.choice(["BLOOD GLUCOSE AND INSULIN CHART", "NEUROLOGICAL OBSERVATION CHART"]), d)
    neuro = L[0].startswith("NEURO")
    if neuro:
        widths = [14, 5, 5, 5, 5, 9, 9, 6]
        L.append(row(["Date/Time", "E", "V", "M", "GCS", "Pupil L", "Pupil R", "Init"], widths))
    else:
        widths = [14, 10, 12, 14, 6]
        L.append(row(["Date/Time", "BGL", "Ketones", "Insulin", "Init"], widths))
    ds = r.choice([V.short_style(c.loc), V.short_style(c.loc), "d Mon"])
    cur = dt.datetime(d.year, d.month, d.day, 6, 0)
    for i in range(r.randint(15, 21)):
        cur += dt.timedelta(hours=r.choice([1, 2, 3, 4]))
        s, ini = r.choice(nurses)
        stamp = "%s %02d:%02d" % (m("DATE", V.fmt_date(cur.date(), ds)), cur.hour, cur.minute)
        if neuro:
            e, v, mo = r.choice([4, 4, 3]), r.choice([5, 5, 4]), 6
            L.append(row([stamp, str(e), str(v), str(mo), str(e + v + mo), "%d R" % r.choice([3, 4]), "%d R" % r.choice([3, 4]), m("DOCTOR", ini)], widths))
        else:
            L.append(row([stamp, "%.1f" % r.uniform(3.2, 21), r.choice(["-", "0.2", "0.6", "1.4"]), r.choice(["-", "4 u NovoRapid", "6 u Actrapid", "2 u corr"]), m("DOCTOR", ini)], widths))
    L.append("")
    L.append("Hypo protocol: %s. Diabetes team (%s) notified %s, ext %s." % (r.choice(["not required", "actioned once, 15 g glucose gel"]), c.S(c.next_staff(), "F. Last"),
                                                                            c.D(d, ds), m("PHONE", str(r.randint(1000, 9999)))))
    if not neuro:
        L.append("Sliding scale (NovoRapid): BGL 8.1-12.0 = 2 u; 12.1-16.0 = 4 u; 16.1-20.0 = 6 u; >20 = 8 u and call doctor.")
        L.append("HbA1c %s: %.1f%% (%d mmol/mol). Usual regimen: insulin glargine 22 units at bedtime, metformin 1000 mg BID." % (c.D(c.day(-r.randint(20, 90)), "Mon y"), r.uniform(6, 11), r.randint(42, 97)))
    else:
        L.append("Pupils: size in mm, R = reactive, S = sluggish, F = fixed. Limb power 5/5 all limbs unless stated.")
        L.append("CT head %s: no acute intracranial abnormality (report %s)." % (c.D(c.day(-1), ds), m("IDNUM", V.accession(r, d.year))))
    L.append("%s: %s  SN %s  QC %s pass" % ("Pupillometer" if neuro else "Meter", r.choice(["NeuroScan 2", "PupilCheck"]) if neuro else r.choice(["GlucoCheck Pro", "AccuLite 5"]), m("DEVICE", V.serial(r)), c.D(d, ds)))
    L += _legend(c, nurses)
    return "\n".join(L)


LAYOUTS = [("obs_chart", obs), ("fluid_balance", fluid), ("mar_grid", mar), ("flowsheet_pipe_export", flowsheet_export), ("glucose_or_neuro_chart", glucose)]
