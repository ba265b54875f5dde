"""(3) ICU progress notes with lab trends."""
import clin
import common
import values as V
from marks import M

DX = ["septic shock from RLL pneumonia", "ARDS secondary to influenza A", "DKA with AKI", "acute on chronic HFrEF, cardiogenic shock on Impella",
      "upper GI bleed from duodenal ulcer", "status epilepticus", "necrotizing pancreatitis", "urosepsis with E. coli bacteremia",
      "hypercapnic respiratory failure, COPD exacerbation", "post-arrest, TTM completed", "subarachnoid hemorrhage, Hunt-Hess 3",
      "alcohol withdrawal with DTs", "massive PE s/p catheter-directed lysis"]

LABROWS = [("Na", lambda r: "%d" % r.randrange(126, 152)), ("K", lambda r: "%.1f" % r.uniform(3.0, 6.0)),
           ("Cl", lambda r: "%d" % r.randrange(92, 118)), ("HCO3", lambda r: "%d" % r.randrange(11, 30)),
           ("BUN", lambda r: "%d" % r.randrange(8, 110)), ("Cr", lambda r: "%.2f" % r.uniform(0.5, 5.0)),
           ("Glu", lambda r: "%d" % r.randrange(70, 450)), ("Mg", lambda r: "%.1f" % r.uniform(1.3, 2.7)),
           ("WBC", lambda r: "%.1f" % r.uniform(2.0, 30.0)), ("Hgb", lambda r: "%.1f" % r.uniform(6.5, 13.5)),
           ("Plt", lambda r: "%d" % r.randrange(30, 450)), ("INR", lambda r: "%.1f" % r.uniform(0.9, 3.5)),
           ("Lactate", lambda r: "%.1f" % r.uniform(0.7, 9.0)), ("Trop", lambda r: "%.2f" % r.uniform(0.01, 5.0)),
           ("pH", lambda r: "7.%02d" % r.randrange(5, 48)), ("PaO2", lambda r: "%d" % r.randrange(55, 180)),
           ("T bili", lambda r: "%.1f" % r.uniform(0.3, 9.0)), ("Fibrinogen", lambda r: "%d" % r.randrange(90, 500))]


def trend_table(c, ndays=None, sep=None):
    r = c.r
    ndays = ndays or r.randrange(3, 6)
    offs = list(range(-(ndays - 1), 1))
    style = r.choice(["dm", "dm"] if c.cw else ["md", "md", "md0", "wmd"])
    rows = r.sample(LABROWS, r.randrange(7, 13))
    w = 9
    head = "%-12s" % "" + "".join(c.D(o, style=style) + " " * max(1, w - len(V.fmt_date(c.day(o), style))) for o in offs)
    out = [head.rstrip()]
    for name, fn in rows:
        out.append("%-12s" % name + "".join("%-9s" % fn(r) for _ in offs))
    return "\n".join(out)


def inline_trend(c):
    r = c.r
    name, lo, hi, fmt = r.choice([("Cr", 0.7, 4.8, "%.1f"), ("lactate", 0.9, 7.5, "%.1f"), ("WBC", 3.0, 26.0, "%.1f"),
                                  ("Hgb", 6.6, 12.5, "%.1f"), ("Na", 124, 152, "%.0f"), ("plt", 28, 310, "%.0f")])
    pts = []
    for o in sorted(r.sample(range(-6, 0), 3)):
        pts.append("%s (%s)" % (fmt % r.uniform(lo, hi), c.D(o, "short")))
    return "%s trend: %s -> %s today" % (name, " -> ".join(pts), fmt % r.uniform(lo, hi))


def lab_lines(c):
    """Dates inside lab lines, timestamps outside the span."""
    r = c.r
    out = []
    for o in sorted(r.sample(range(-5, 1), 3)):
        out.append("%s %s  %s" % (c.D(o, r.choice(["short", "numeric"])), "%02d:%02d" % (r.randrange(24), r.randrange(60)),
                                  r.choice([clin.bmp(r), clin.cbc(r), clin.misc_labs(r)])))
    return "\n".join(out)


def _family(c):
    r = c.r
    f1 = c.F()
    f2 = c.F()
    x = r.random()
    if x < 0.4:
        return "Family meeting held %s with %s and %s, %s, %s present. Discussed goals of care; %s remains %s. HCP: %s, cell %s." % (
            c.D(r.choice([-1, 0]), "short", style=None if r.random() < 0.5 else "W"), c.relname(f1), c.relname(f2),
            c.N(c.S("sw", "sw"), "full_cred"), c.N(c.S("chaplain"), "full_cred"), c.P(r.choice(["first", "title_last"])),
            r.choice(["FULL CODE", "DNR/DNI", "DNR, OK to intubate", "full code, time-limited trial"]), c.FN(f1, "full"), c.ph(f1.phone))
    if x < 0.7:
        return "Updated %s by phone (%s) at %s; questions answered. %s plans to visit %s." % (
            c.relname(f1), c.ph(f1.phone), c.time(), c.FN(f1, "first"), c.D(1, style=r.choice(["W", "w", "wmd"])))
    return "No family at bedside overnight. Emergency contact %s (%s) %s; secondary %s %s. Email on file %s." % (
        c.FN(f1, "full"), f1.rel, c.ph(f1.phone), c.FN(f2, "full"), c.ph(f2.phone), M("EMAIL", V.email(r, f1.first, f1.last)))


def _devices(c):
    r = c.r
    x = r.random()
    items = []
    items.append("R IJ CVC placed %s, L radial A-line %s, ETT 7.5 @ 23 cm since %s" % (c.D(-r.randrange(1, 6), "short"), c.D(-r.randrange(1, 6), "short"), c.D(-r.randrange(1, 8), "short")))
    if x < 0.3:
        items.append("Impella CP (console SN %s) at P-level 8" % M("DEVICE", V.device_sn(r)))
    elif x < 0.55:
        items.append("ICD in situ (generator SN %s), interrogated by EP, magnet at bedside" % M("DEVICE", V.device_sn(r)))
    elif x < 0.7:
        items.append("home insulin pump removed and bagged, serial %s" % M("DEVICE", V.device_sn(r)))
    items.append(r.choice(clin.DEVICES_GENERIC))
    return "; ".join(items)


def _id_line(c):
    r = c.r
    x = r.random()
    if x < 0.35:
        return "Pt identity verified with palm-vein biometric ID %s prior to blood transfusion (unit %s)." % (M("BIOID", V.bioid(r)), M("IDNUM", "W" + V.digits(r, 4) + " " + V.digits(r, 2) + " " + V.digits(r, 6)))
    if x < 0.6:
        return "Tele-ICU (%s) camera active, session %s from %s." % (c.N(c.S("tele", "attending"), "dr_last"), M("URL", V.url(r, "tele")), M("IPADDR", V.ip(r)))
    return "Cultures: BCx %s (acc %s) %s; sputum %s (acc %s) %s." % (
        c.D(-r.randrange(1, 5), "short"), M("IDNUM", V.accession(r, c.enc.year)), r.choice(["GPC in clusters", "NGTD", "GNR pending ID"]),
        c.D(-r.randrange(1, 5), "short"), M("IDNUM", V.accession(r, c.enc.year)), r.choice(["MSSA", "normal flora", "Pseudomonas, pan-S"]))


def systems(c):
    r = c.r
    att, fel, res = c.S("attending"), c.S("fellow", "attending"), c.S("resident")
    hd = r.randrange(2, 18)
    dx = r.choice(DX)
    L = [common.header(c, r.choice(["MICU PROGRESS NOTE", "SICU Daily Progress Note", "CCU Progress Note", "Neuro ICU Progress Note"]),
                       extra=["Hospital day %d  |  ICU day %d  |  %s %s" % (hd, max(1, hd - r.randrange(0, 3)), c.WARD(), c.RM())])]
    L.append("%s is a %s %s admitted %s from %s with %s. %s" % (
        c.P(r.choice(["full", "title_last", "fml"])), c.A(), c.man(), c.D(-hd, "full"), c.other_hosp(), dx,
        "PMH " + ", ".join(clin.pmh(r)) + "."))
    L.append("\n24H EVENTS: %s; %s. %s" % (r.choice(["Weaned FiO2 to 40%", "Febrile to 39.1 overnight, recultured", "Self-extubated at 0300, reintubated",
                                                     "Required 2u PRBC for Hgb 6.8", "Off pressors since AM"]),
                                           r.choice(["RASS -1 on dex", "CAM-ICU positive", "UOP 0.3 mL/kg/h", "NSVT x3 runs"]), _id_line(c)))
    L.append("\nVITALS: " + clin.vitals(r) + "\nI/O: %d / %d, net +%d mL" % (r.randrange(1500, 5000), r.randrange(500, 3000), r.randrange(100, 3000)))
    L.append("Vent: %s" % r.choice(["AC/VC 420 x 18, PEEP 10, FiO2 50%", "PSV 8/5 FiO2 35%", "APRV P-high 28 / P-low 0", "HFNC 50L/60%"]))
    L.append("Drips: " + ", ".join(r.sample(clin.DRIPS, r.randrange(1, 4))))
    L.append("Lines/devices: " + _devices(c))
    L.append("\nLABS:\n" + trend_table(c))
    if r.random() < 0.6:
        L.append(inline_trend(c))
    L.append("\nA/P by system:")
    L.append("Neuro: %s. Sedation holiday daily. %s" % (r.choice(["RASS goal 0 to -1", "EEG with no seizures", "pupils 3 mm reactive"]), r.choice(clin.SCORES[:3] + clin.SCORES[17:20])))
    L.append("CV: %s. %s" % (r.choice(["MAP goal >65", "echo " + c.D(-r.randrange(1, 4), "short") + " EF 25%", "diuresing to net -1L"]), r.choice(clin.DRIPS)))
    L.append("Pulm: %s" % r.choice(["SBT this AM, RSBI 62", "prone positioning 16 h/day", "bronchoscopy " + c.D(0, "short") + " with BAL (acc " + M("IDNUM", V.accession(r, c.enc.year)) + ")"]))
    L.append("Renal: %s. %s" % (r.choice(["AKI, CRRT via R femoral HD cath", "Cr improving", "Foley removed, voiding trial"]), clin.bmp(r)))
    L.append("ID: %s, day %d of %s" % (r.choice(["pip-tazo", "cefepime", "meropenem", "vanc + cefepime"]), r.randrange(2, 10), r.choice(["7", "14", "10"])))
    L.append("Heme: %s. FEN/GI: %s. PPx: %s." % (clin.cbc(r), r.choice(["TF at goal 60 mL/h", "NPO", "clears"]), r.choice(["heparin SC + PPI", "SCDs only (bleeding)"])))
    L.append("Dispo/Family: " + _family(c))
    L.append("\nSeen and discussed on rounds with %s and %s. Critical care time %d min." % (c.N(fel, "dr_last"), c.N(att, "dr_last"), r.randrange(30, 75)))
    L.append("")
    L.append(common.footer(c, res))
    if r.random() < 0.6:
        L.append("ATTENDING ATTESTATION: I saw and examined %s with the team on %s and agree with the above. -- %s" % (
            c.P(r.choice(["title_last", "first"])), c.D(None, "short"), c.N(att, "full_cred")))
    return "\n".join(L) + "\n", "systems+trend-table"


def soap(c):
    r = c.r
    res, att = c.S("resident"), c.S("attending")
    dx = r.choice(DX)
    L = ["%s  %s  ICU day %d" % (r.choice(["ICU Progress", "MICU PN", "Progress Note - Critical Care"]), c.D(None, "any"), r.randrange(2, 15)),
         "%s  %s  %s  %s" % (c.P(r.choice(["LF", "lf", "FULLUP"])), c.A(r.choice(["sexS", "YO", "yo"])), "MRN " + c.ID("MRN"), c.RM()),
         "", "S: %s per RN %s. %s" % (r.choice(["Agitated overnight", "No acute events", "c/o abdominal pain", "nods to questions"]),
                                        c.N(c.S("nurse"), r.choice(["first", "full", "init_cred"])), r.choice(["%s at bedside" % c.relname(), "no visitors", "family called"])),
         "", "O: " + clin.vitals(r), "Exam: " + "; ".join(clin.exam(r)), "", lab_lines(c), "", inline_trend(c),
         "Micro: " + _id_line(c),
         "", "A: %s %s with %s, %s." % (c.A("yo"), c.sex, dx, r.choice(["improving", "worsening", "stable", "not at goal"])),
         "P:", "- " + r.choice(clin.DRIPS), "- " + r.choice(clin.MEDS), "- " + clin.sentence_negatives(r, 1),
         "- " + _family(c),
         "- Lines: " + _devices(c),
         "- Transfer to %s when stable; bed %s on hold" % (c.WARD(), M("LOCATION_OTHER", "%d%02d" % (r.randrange(3, 9), r.randrange(1, 40)))),
         "", "%s / pager %s" % (c.N(res, r.choice(["full_cred", "init_cred", "lower"])), M("PHONE", res.pager)),
         "Staffed with %s." % c.N(att, r.choice(["dr_last", "LAST"]))]
    if r.random() < 0.4:
        L.append(common.audit(c))
    return "\n".join(L) + "\n", "SOAP"


def flowsheet(c):
    r = c.r
    att = c.S("attending")
    rn = c.S("nurse")
    L = [common.header(c, "CRITICAL CARE FLOWSHEET SUMMARY / PROGRESS NOTE", style=r.choice(["pipe", "banner", "stack"]))]
    L.append("Admit: %s (%s)   Transferred from: %s   Attending: %s" % (c.D(-r.randrange(2, 12), "full"), c.D(-r.randrange(2, 12), style="W"), c.other_hosp(), c.N(att, "LF")))
    L.append("Insurance: %s #%s   Acct %s" % (M("ORGANIZATION", c.insurer), c.ID("HEALTHPLAN"), c.ID("ACCOUNT")))
    L.append("\n== LAB TREND ==\n" + trend_table(c, r.randrange(4, 6)))
    L.append("\n== ABG ==\n" + lab_lines(c))
    L.append("\n== NURSING ==\nRN %s (%s): %s. Skin: sacral stage 2 PI, %s. Restraints: %s. Bath %s." % (
        c.N(rn, r.choice(["full_cred", "first"])), r.choice(["days", "nights"]), r.choice(clin.SCORES[17:23]), r.choice(clin.DEVICES_GENERIC[-2:]),
        r.choice(["none", "bilateral soft wrist, order renewed " + c.D(0, "short")]), c.D(-1, "short")))
    L.append("Belongings: glasses, phone; wallet sent home with %s on %s." % (c.relname(), c.D(-r.randrange(1, 4), style=r.choice(["W", "wmd", "md"]))))
    L.append("\n== PLAN ==\n" + clin.sentence_negatives(r, 4))
    L.append(_family(c))
    L.append(_id_line(c))
    L.append("")
    L.append(common.footer(c, att, kinds=["audit"]))
    return "\n".join(L) + "\n", "flowsheet"


def make(c):
    return c.r.choice([systems, systems, soap, flowsheet])(c)
