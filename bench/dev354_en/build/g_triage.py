"""Genres: EPAU triage note; transvaginal ultrasound report."""
from common import pick, patient_block, sign, letterhead, time_, gest_str, obs, EPONYM_LINES, PUBLIC_REFS
import nb

COMPLAINTS = [
    ("PV bleeding", "bleeding"), ("lower abdominal pain", "pain"),
    ("PV bleeding and lower abdo pain", "both"), ("spotting, previous ectopic", "hx"),
    ("reassurance scan after 2 previous miscarriages", "reass"),
    ("R iliac fossa pain + brown loss", "both"), ("heavy PV bleeding with clots", "bleeding"),
    ("L sided pain radiating to shoulder tip", "pain"),
]
TRIAGE_SYS = {"UK": "Manchester Triage: ", "IE": "Manchester Triage Scale: ",
              "AU": "ATS category ", "NZ": "ATS ", "CA": "CTAS ", "US": "ESI level "}
PMH = ["asthma (salbutamol PRN)", "PCOS", "hypothyroidism on levothyroxine 75 mcg",
       "migraine", "nil significant", "endometriosis (lap 2 years ago)", "anxiety on sertraline 50 mg",
       "previous chlamydia treated", "type 1 diabetes, on insulin pump", "sickle cell trait",
       "BMI 34", "epilepsy on lamotrigine", "previous LLETZ", "iron deficiency anaemia"]


def referral(n, c, pre="Referred by: "):
    r = c.rng
    k = r.randrange(5)
    if k == 0:
        n.ln(pre, c.L.gp, " - ", c.S(c.gp, pick(c, ["title_last", "title_full", "title_init"])),
             ", ", (c.practice, "HOSPITAL"))
    elif k == 1:
        n.ln(pre, "self-referral (known to unit)")
    elif k == 2:
        doc = c.get("edoc", "sho")
        n.ln(pre, c.ed, " ", (c.hosp2, "HOSPITAL") if r.random() < 0.4 else (c.hosp_short, "HOSPITAL"),
             " - ", c.S(doc, "title_last"))
    elif k == 3:
        mw = c.get("cmw", "mw")
        n.ln(pre, "community midwife ", c.S(mw, "full"))
    else:
        n.ln(pre, "ambulance - paramedic crew handover")


def epau_triage(n, c):
    r = c.rng
    comp, kind = pick(c, COMPLAINTS)
    nurse = c.get("triage", pick(c, ["cns", "nurse", "mw"]))
    reg = c.get("reg", "reg")
    tri = TRIAGE_SYS[c.code] + pick(c, ["2", "3", "3", "4"] if c.code not in ("UK", "IE")
                                   else ["yellow (urgent)", "green (standard)", "orange"])
    gs = gest_str(c)
    fmt = r.choice(["form", "form", "soap", "free"])
    onset = nb.add_days(c.d0, -r.randint(1, 6))
    if fmt == "free":
        n.ln(c.unit, " triage ", c.D(c.d0), " ", time_(c))
        n.ln(c.A(pick(c, ["yo", "F", "y/o"])), " G", str(c.grav), "P", str(c.para), " ", gs,
             " by LMP (", c.Dshort(c.lmp), "). ", comp, " since ",
             (nb.fmt_date(onset, "wd"), "DATE"), ".")
        n.ln("pt ", c.P(pick(c, ["first", "full"])), " attended with ", c.partner_rel, " ",
             c.name(c.partner, "FAMILY", "first"), ". ", pick(c, ["no syncope", "felt faint x1 at work",
                                                                 "no shoulder tip pain", "no dysuria"]), ".")
        n.ln("obs: ", obs(c), ". NEWS2 ", str(r.randint(0, 3)), ".")
        n.ln("UPT +ve. bloods: FBC, G&S, serum hCG + progesterone sent (", pick(c, ["09:10", "10:45", "13:20"]), ").")
        n.ln(pick(c, EPONYM_LINES))
        n.ln("works as ", (c.job, "PROFESSION"), ", ", pick(c, ["lives with partner", "lives alone",
                                                              "lives with parents", "2 children at home"]),
             " in ", (c.addr["city"], "CITY"), ".")
        n.ln("plan: TVUS today - wait in bay ", (str(r.randint(1, 8)), "LOCATION_OTHER"), ". discussed with ",
             c.S(reg, "title_last"), " (bleep ", (reg.bleep, "PHONE"), ").")
        n.ln(c.S(nurse, pick(c, ["lower_initials", "initials", "full"])), " ", nurse.cred or "")
        return
    if fmt == "form":
        letterhead(n, c) if r.random() < 0.4 else n.ln((c.hosp, "HOSPITAL"))
        n.ln(pick(c, ["EARLY PREGNANCY ASSESSMENT - TRIAGE RECORD", c.unit.upper() + " TRIAGE",
                      "Early Pregnancy Triage Proforma"]))
        n.ln("Date: ", c.D(c.d0), "   Arrival: ", time_(c), "   ", pick(c, c.L.acct_label), ": ",
             (c.acct, "ACCOUNT"))
        patient_block(n, c)
    else:
        n.ln("S: ", c.P("title_last") if r.random() < 0.5 else c.P("full"), ", ",
             c.A(pick(c, ["plain", "yo", "yearold"])), ", seen in ", c.unit, " ", c.D(c.d0))
    referral(n, c)
    n.ln("Presenting complaint: ", comp, " since ", c.Dshort(onset) if r.random() < 0.6
         else (nb.fmt_date(onset, "wd"), "DATE"))
    n.ln("LMP: ", c.D(c.lmp), pick(c, [" (certain)", " (unsure)", ""]), "   Cycle: ",
         pick(c, ["5/28 regular", "4/30", "irregular 28-40", "7/28"]), "   GA by dates: ", gs)
    n.ln("Obstetric hx: G", str(c.grav), " P", str(c.para), pick(c, [
        "", " - 1 x SVD", " - LSCS x1", " - 1 x ERPC for missed miscarriage",
        " - previous R salpingectomy for ectopic"]),
         (["  (last delivery ", (str(c.d0.year - r.randint(1, 6)), "DATE"), ")"] if c.para and r.random() < 0.5 else ""))
    if r.random() < 0.6:
        n.ln("Home UPT positive on ", c.Dany(nb.add_days(c.lmp, r.randint(29, 40))),
             pick(c, [" (Clearblue-type digital test)", "", " - two tests"]))
    n.ln("PMH: ", pick(c, PMH), ".  Meds: folic acid 400 mcg OD", pick(c, ["", ", paracetamol PRN",
                                                                        ", ferrous fumarate 210 mg"]),
         ".  Allergies: ", pick(c, ["NKDA", "penicillin (rash)", "codeine (vomiting)", "latex"]))
    n.ln("Bleeding: ", pick(c, ["spotting only", "like a period, 3-4 pads/day", "heavy with clots, soaking pad hourly",
                                "brown discharge", "nil"]), ".  Pain score ", str(r.randint(0, 8)),
         "/10, ", pick(c, ["central cramping", "L iliac fossa", "R iliac fossa", "suprapubic"]))
    n.ln("Obs: ", obs(c), "  ", pick(c, ["NEWS2 0", "NEWS2 1", "MEOWS: no triggers", "Q-ADDS 0"]))
    n.ln(tri)
    if r.random() < 0.6:
        n.ln("Exam: abdo soft, ", pick(c, ["mild tenderness LIF, no guarding", "non-tender", "tender suprapubically"]),
             ". ", pick(c, EPONYM_LINES))
    n.ln("Bloods: FBC, G&S, serum hCG", pick(c, [", progesterone", "", ", U&E"]), ".  Blood group (hx): ", c.rh)
    k = r.randrange(4)
    if k == 0:
        n.ln("Social: works as a ", (c.job, "PROFESSION"), " at ", (c.employer, "ORGANIZATION"),
             "; lives with ", c.partner_rel, " ", c.name(c.partner, "FAMILY", "full"),
             " (", (c.partner_job, "PROFESSION"), ").")
    elif k == 1:
        n.ln("Social: ", pick(c, ["student", "unemployed", "on maternity leave"]), ", lives in ",
             (c.addr["city"], "CITY"), ". Mother ", c.name(c.mother, "FAMILY", "first"),
             " present and supportive.")
    elif k == 2:
        n.ln("Social: born in ", (c.abroad, "COUNTRY"), ", moved ",
             ["to ", (c.L.nation(c.addr["city"]), "COUNTRY"), " "] if r.random() < 0.3 else "", "in ", (str(c.d0.year - r.randint(1, 9)), "DATE"),
             ". ", pick(c, ["Good English.", "Interpreter declined.", "Telephone interpreter used."]),
             " Occupation: ", (c.job, "PROFESSION"), ".")
    else:
        n.ln("Social: ", pick(c, ["non-smoker", "smokes 5/day", "vapes"]), ", partner ",
             c.name(c.partner, "FAMILY", "first"), " is a ", (c.partner_job, "PROFESSION"), ".")
    n.ln("Safeguarding: seen alone, routine DV enquiry - ", pick(c, ["no concerns", "declined to answer",
                                                                    "discloses nil"]), ".")
    n.ln("Contact no. confirmed: ", (c.mob, "PHONE"), pick(c, ["", " (ok to leave message)", " - text ok"]))
    bay = (str(r.randint(1, 10)), "LOCATION_OTHER")
    room = ["; scan room ", (str(r.randint(1, 4)), "LOCATION_OTHER")] if r.random() < 0.5 else ""
    n.ln("Plan: ", pick(c, ["TVUS today", "TVUS booked " + time_(c, 9, 17), "TVUS this afternoon",
                            "scan slot " + time_(c, 9, 17)]), room,
         "; waiting in ", pick(c, ["bay ", "cubicle ", "chair "]), bay, ".  Discussed with ",
         c.S(reg, pick(c, ["title_last", "title_full"])), pick(c, [" (reg on call)", ", gynae reg", ""]), ".")
    if r.random() < 0.4:
        n.ln("If unstable: escalate via switchboard, gynae reg bleep ", (reg.bleep, "PHONE"), ".")
    sign(n, c, nurse, date=c.d0 if r.random() < 0.4 else None)


# ----------------------------------------------------------------------------
def tvus_report(n, c):
    r = c.rng
    us = c.code in ("US", "CA")
    sono = c.get("sono", "sono")
    reporter = c.get("cons", "cons") if r.random() < 0.5 else sono
    acc = pick(c, ["US", "RUS", "US24-", "EPU", "A"]) + "%07d" % r.randrange(10 ** 7)
    n.ln((c.hosp, "HOSPITAL"), pick(c, [" - Department of Imaging", " - Women's Imaging",
                                        " - " + c.unit + " Scan Room", " Ultrasound"]))
    n.ln(pick(c, ["EXAMINATION: US PELVIS TRANSVAGINAL (EARLY PREGNANCY)",
                  "Early pregnancy ultrasound report (TA + TV)",
                  "TRANSVAGINAL ULTRASOUND - FIRST TRIMESTER"]))
    n.ln("Accession: ", (acc, "IDNUM"), "    Exam date: ", c.D(c.d0), " ", time_(c, 8, 18))
    patient_block(n, c, pick(c, ["oneline", "labels", "us" if us else "sticker"]))
    ref = c.get("reg", "reg")
    n.ln("Referrer: ", c.S(ref, pick(c, ["title_last", "title_full"])), " / ", c.unit)
    n.ln("Clinical details: ", pick(c, ["PV bleeding ?viability", "LIF pain, ?ectopic", "PUL follow-up scan",
                                        "hyperemesis - ?multiple pregnancy", "previous ectopic, reassurance",
                                        "rescan - PUV on last scan"]))
    n.ln("LMP: ", c.D(c.lmp), "   GA by LMP: ", gest_str(c))
    if r.random() < 0.45:
        prior = nb.add_days(c.d0, -r.randint(7, 14))
        n.ln("Comparison: prior scan ", c.D(prior), " (MSD ", "%.1f" % r.uniform(5, 15), " mm, ",
             pick(c, ["yolk sac only", "no yolk sac", "no fetal pole"]), ")")
    chap = c.get("hca", "hca")
    n.ln("Technique: TA and TV (verbal consent). Chaperone: ", c.S(chap, pick(c, ["full", "first", "initial_last"])),
         pick(c, [", HCA", " (HCA)", ""]), ". Latex-free probe cover.")
    n.ln("")
    n.ln("FINDINGS")
    n.ln("Uterus: ", pick(c, ["anteverted", "retroverted", "axial"]), ", ",
         pick(c, ["normal size", "bulky, 2 small fibroids (largest 14 mm intramural)"]))
    outcome = pick(c, ["viable", "viable", "puv", "missed", "incomplete", "complete", "ectopic", "pul",
                       "twins", "molar"])
    crl = r.uniform(2.5, 30)
    gd = int(round(41 + 7 * (crl ** 0.5) * 1.05))
    if outcome in ("viable", "twins"):
        n.ln("Gestation sac: single intrauterine" if outcome == "viable" else
             "Gestation sacs: two intrauterine sacs, thick inter-twin membrane (lambda sign) - DCDA")
        n.ln("Yolk sac: present, ", "%.1f" % r.uniform(3, 5.5), " mm")
        n.ln("Fetal pole: CRL ", "%.1f" % crl, " mm (= ", nb.gest(gd, "plus"), ")")
        n.ln("Fetal heart: present, FHR ", str(r.randint(110, 175)), " bpm (M-mode)")
        concl = "Single live intrauterine pregnancy, CRL %.1f mm consistent with %s." % (crl, nb.gest(gd, "plus")) \
            if outcome == "viable" else "Live DCDA twin pregnancy."
    elif outcome == "puv":
        n.ln("Gestation sac: intrauterine, MSD ", "%.1f" % r.uniform(8, 24), " mm; yolk sac ",
             pick(c, ["present", "not seen"]), "; no fetal pole")
        concl = "Intrauterine pregnancy of uncertain viability. Rescan in 7-14 days."
    elif outcome == "missed":
        crl = r.uniform(7.2, 22)
        n.ln("Gestation sac: intrauterine, irregular outline. CRL ", "%.1f" % crl, " mm, no cardiac activity seen")
        sec = c.get("sec", pick(c, ["sono", "reg", "cons"]))
        n.ln("Second operator: ", c.S(sec, pick(c, ["title_full", "full", "title_last"])), " - agrees, no FH.")
        concl = "Missed miscarriage (CRL >= 7 mm, no FH), confirmed by second operator."
    elif outcome == "incomplete":
        n.ln("Endometrium: heterogeneous material ", "%d x %d mm" % (r.randint(12, 40), r.randint(8, 20)),
             pick(c, [", some vascularity on colour Doppler", ", avascular on colour Doppler",
                      " extending to the internal os"]))
        concl = "Findings in keeping with incomplete miscarriage (retained products)."
    elif outcome == "complete":
        n.ln("Endometrium: thin, ", "%.1f" % r.uniform(3, 9), " mm, no retained products")
        concl = "Empty uterus. In context of prior scan showing IUP, complete miscarriage."
    elif outcome == "ectopic":
        side = pick(c, ["left", "right"])
        n.ln("Uterus empty, endometrium ", "%.1f" % r.uniform(6, 14), " mm, no pseudosac")
        n.ln(side.capitalize(), " adnexa: inhomogeneous mass separate from ovary, ",
             "%d x %d mm" % (r.randint(12, 34), r.randint(10, 28)), pick(c, [", 'blob sign'", ", 'bagel sign'",
                                                                          ", ring of fire on colour"]))
        n.ln("Free fluid: ", pick(c, ["small amount in POD (echogenic)", "none", "moderate, extending to Morison's pouch"]))
        concl = "Findings consistent with %s tubal ectopic pregnancy. Discussed with on-call registrar." % side
    elif outcome == "molar":
        n.ln("Uterus: enlarged, cavity filled with echogenic material with multiple small cystic spaces")
        concl = "Appearances suspicious for molar pregnancy. Histology (POC) essential; hCG tracking."
    else:
        n.ln("Uterus empty; endometrium ", "%.1f" % r.uniform(4, 12), " mm. Adnexa normal. No free fluid.")
        concl = "Pregnancy of unknown location. Recommend serum hCG at 0 and 48 h."
    if outcome not in ("ectopic",):
        n.ln("Adnexa: ", pick(c, ["R ovary with corpus luteum 18 mm; L ovary normal",
                                  "both ovaries normal", "L ovary simple cyst 32 mm", "ovaries not visualised (bowel gas)"]))
        n.ln(pick(c, ["No free fluid.", "No free fluid in POD.", "Trace free fluid in the pouch of Douglas."]))
    n.ln("")
    n.ln("CONCLUSION: ", concl)
    if outcome in ("viable", "twins"):
        n.ln("EDD by scan: ", c.D(nb.add_days(c.d0, 280 - gd)))
    if r.random() < 0.6:
        n.ln("Coding: ", pick(c, ["O02.1", "O00.1", "Z33.1", "O03.4", "O20.0", "O01.9"]),
             " (ICD-10)  |  SNOMED ", pick(c, ["16607004", "34801009", "199087006", "237249003"]))
    if r.random() < 0.75:
        n.ln("Equipment: ", pick(c, ["Vistara E10", "Sonexa V8", "Lumio TV-7", "Aurion 550"]), " S/N ",
             (pick(c, ["VE10-", "SX8-", "LT7", "AU5-"]) + "%06d" % r.randrange(10 ** 6), "DEVICE"),
             "; probe ", pick(c, ["IC5-9", "RIC6-12", "EV4-11", "E8C"]),
             pick(c, ["", ["  (probe S/N ", ("P" + "%07d" % r.randrange(10 ** 7), "DEVICE"), ")"]]))
    if r.random() < 0.5:
        n.ln(str(r.randint(6, 28)), " images archived to PACS node ", (c.L.ip(r), "IPADDR"),
             " (AE title ", pick(c, ["EPAU_US1", "WIUS02", "GYNUS"]), ")")
    n.ln("")
    if reporter is sono:
        sign(n, c, sono, prefix=pick(c, ["Sonographer: ", "Scanned and reported by: ", "Reported by: "]),
             date=c.d0 if r.random() < 0.5 else None)
    else:
        n.ln("Scanned by: ", c.S(sono, pick(c, ["full", "initial_last"]), cred=True))
        sign(n, c, reporter, prefix=pick(c, ["Reported by: ", "Verified by: ", "Radiologist: " if us else "Consultant: "]),
             date=c.d0)
    if r.random() < 0.3:
        n.ln("Copy to: ", c.S(c.gp, "title_full"), ", ", (c.practice, "HOSPITAL"))
