"""Genres: fetal cardiology report; neonatal transfer and surgical note."""
import datetime

from doc import Doc, S, pick, chance, typo
import common as C
import locale_fmt as LF
import clin
import places
import names

TD = datetime.timedelta


def _hm(rng, lo=0, hi=24):
    return "%02d:%02d" % (rng.randrange(lo, hi), rng.randrange(60))


INDICATIONS = [
    "abnormal four-chamber view at the routine anomaly scan",
    "outflow tracts not visualised at the anomaly scan",
    "previous child with congenital heart disease",
    "maternal pre-gestational diabetes (HbA1c 61 mmol/mol at booking)",
    "increased nuchal translucency (3.9 mm) with normal karyotype",
    "maternal anti-Ro/SSA antibodies",
    "maternal congenital heart disease",
    "fetal bradycardia noted by the community midwife",
    "IVF/ICSI pregnancy",
    "monochorionic diamniotic twins, routine cardiac screening",
    "exposure to lithium in the first trimester",
    "echogenic focus and suspected VSD at the 20-week scan",
]


def fetal_report(world, cc):
    rng = world.rng
    c = C.Case(world, cc, 19, 44, sex="F")
    d = Doc()
    ds = LF.num_style(rng, cc)
    us = cc in ("US", "CA")

    def dt(x, st=None):
        return LF.D(x, st or ds, cc)
    h = world.hosp_kind(cc, "child")
    ref_h = world.hosp_kind(cc, "women", exclude=h)
    fc = world.clin(cc, "fetal")
    sono = world.clin(cc, "sono")
    ob = world.clin(cc, "obs")
    mw = world.clin(cc, "midwife")
    ga_w, ga_d = rng.randrange(18, 33), rng.randrange(7)
    scan = c.visit
    lmp = scan - TD(days=ga_w * 7 + ga_d)
    edd = lmp + TD(days=280)
    anomaly = scan - TD(days=rng.randrange(3, 20))
    if chance(rng, 0.8):
        les = clin.BY_KEY[pick(rng, clin.FETAL_KEYS)]
        dx, finding = les["dx"], les["fetal"]
        dx = dx.split(",")[0]
    else:
        dx, finding = pick(rng, clin.EXTRA_FETAL)
    grav = rng.randrange(1, 5)
    para = rng.randrange(0, grav)
    variant = rng.randrange(3)

    # ---- header
    C.letterhead(d, rng, h, pick(rng, ["Fetal Cardiology Service", "Fetal Medicine Unit",
                                       "Fetal Heart Program" if us else "Fetal Cardiology Unit"]),
                 url=chance(rng, 0.2))
    d.t("\n")
    d.ln(pick(rng, ["FETAL ECHOCARDIOGRAPHY REPORT", "Fetal Echocardiogram", "FETAL CARDIAC ASSESSMENT"]))
    d.ln("=" * rng.randrange(20, 40))
    if variant == 0:
        d.ln("Patient: ", c.name(pick(rng, ["LF", "fl", "LFU"])), "    DOB: ", dt(c.dob),
             " (", S("AGE", str(c.age)), " yrs)")
        d.ln(c.mrn[0], ": ", S("MRN", c.mrn[1]),
             ["    ", c.nhs[0], ": ", S("MRN", c.nhs[1])] if c.nhs else "")
    else:
        C.id_block(d, rng, c, ds, ("name", "dob", "mrn", "nhs", "addr"))
        d.ln("Maternal age: ", S("AGE", str(c.age)))
    if us and chance(rng, 0.6):
        d.ln("Insurance: ", S("ORGANIZATION", pick(rng, places.INSURERS[cc])), "  ",
             c.hp[0], " ", S("HEALTHPLAN", c.hp[1]))
    d.ln("Date of study: ", dt(scan, pick(rng, [ds, "long", "wd"])), " ", _hm(rng, 8, 17),
         "    Study ID: ", S("IDNUM", LF.accession(rng, pick(rng, ["FE", "FCE", "FH"]), scan.year)))
    d.ln("Referred by: ", ob.ref(rng), ", ", S("HOSPITAL", ref_h.name))
    d.ln("LMP: ", dt(lmp), "   EDD: ", dt(edd), pick(rng, [" (by CRL)", " (dating scan)", ""]),
         "   GA today: ", "%d+%d weeks" % (ga_w, ga_d))
    if us:
        d.ln("G%dP%d%03d" % (grav, para, rng.randrange(0, 2) * 100 + para), ", singleton")
    else:
        d.ln("G%d P%d, %s" % (grav, para, pick(rng, ["singleton", "singleton", "DCDA twins (twin 1 assessed)"])))
    d.ln("Indication: ", pick(rng, INDICATIONS),
         [" (anomaly scan ", dt(anomaly), ", ", S("HOSPITAL", ref_h.name), ")"] if chance(rng, 0.5) else "")
    d.ln("Image quality: ", pick(rng, ["good", "adequate", "limited by maternal habitus (BMI 38)",
                                        "limited by fetal position, transvaginal views not required"]))
    d.t("\n")
    # ---- findings
    d.ln("FINDINGS")
    lines = ["Situs solitus, levocardia, normal cardiac axis (%d degrees)" % rng.randrange(35, 60),
             "Fetal heart rate %d bpm, regular" % rng.randrange(128, 160),
             finding[0].upper() + finding[1:],
             "Systemic and pulmonary venous return appear normal",
             "No pericardial effusion; no hydrops",
             "Ductal and aortic arches: %s" % pick(rng, ["left-sided, antegrade flow in both",
                                                          "ductal arch left-sided with antegrade flow",
                                                          "as above"]),
             "Umbilical artery Doppler normal; ductus venosus a-wave positive",
             "CVP score %d/10" % rng.randrange(7, 11)]
    for i, l in enumerate(lines):
        d.ln("- " + l)
    d.t("\n")
    d.ln("CONCLUSION: ", dx, ".")
    if chance(rng, 0.4):
        d.ln("Extracardiac: ", pick(rng, ["none seen on this scan", "single umbilical artery",
                                          "mild left renal pelvis dilatation (6 mm)", "echogenic bowel"]), ".")
    d.t("\n")
    # ---- counselling
    d.ln("COUNSELLING" if not us else "COUNSELING")
    rel = pick(rng, ["partner", "husband", "partner", "mother", "wife"])
    fam = c.partner if rel != "mother" else names.relative(rng, cc, c.pt, "F", 0.9)
    if rel == "wife":
        fam = names.make_person(rng, cc, sex="F")
    tt = c.title() if chance(rng, 0.4) else ""
    d.w("I met ", tt, c.name("l" if tt else "f"),
        " today with her ", rel, " ", S("FAMILY", fam.render(pick(rng, ["fl", "f"]))), ". ")
    if rel != "mother" and chance(rng, 0.7):
        d.w(S("FAMILY", fam.render("f")), " works as a", "n" if c.partner_job[0] in "aeiou" else "", " ",
            S("PROFESSION", c.partner_job), pick(rng, [" and works away during the week", "", " on shifts"]), ". ")
    if chance(rng, 0.5):
        d.w(S("PATIENT", c.pt.render("f")), " is a", "n" if c.mother_job[0] in "aeiou" else "", " ",
            S("PROFESSION", c.mother_job), ". ")
    if chance(rng, 0.25):
        d.w(C.origin_phrase(rng, c, "The couple"))
    if para > 0 and chance(rng, 0.6):
        d.w("Their older child ", S("FAMILY", c.sib.render("f")), " (", S("AGE", str(rng.randrange(2, 12))),
            ") is well. ")
    if chance(rng, 0.3):
        d.w("A professional ", pick(rng, ["Arabic", "Polish", "Mandarin", "Tigrinya", "Portuguese", "Urdu"]),
            " interpreter (", pick(rng, ["telephone", "in person", "video"]), ", ID ",
            S("IDNUM", LF.digits(rng, 5)), ") was used throughout. ")
    d.w("We discussed the diagnosis of ", dx if dx.startswith("Ebstein") else dx[0].lower() + dx[1:],
        " using diagrams, the likely need for ", pick(rng, ["neonatal surgery", "intervention in the first weeks of life",
                                                           "a staged surgical pathway", "close postnatal follow-up"]),
        ", and the uncertainty inherent in ", typo(rng, "fetal diagnosis", "fetal diagnsois", 0.05), ". ")
    d.w(pick(rng, ["Invasive testing (amniocentesis) was offered and accepted; ",
                   "Amniocentesis was offered and declined. ",
                   "NIPT was low risk; microarray was offered after birth. ",
                   "CVS had already been performed; "]))
    if chance(rng, 0.6):
        d.w("the sample was sent for QF-PCR and microarray (lab no. ",
            S("IDNUM", LF.accession(rng, pick(rng, ["G", "CYT", "MG"]), scan.year)), "). ")
    d.w("Termination of pregnancy was discussed in line with local law" if chance(rng, 0.4) else
        "They have been given written information", ". ")
    if chance(rng, 0.4):
        d.w("Contact details for ", S("ORGANIZATION", pick(rng, places.CHARITIES)),
            " were provided.")
    d.t("\n\n")
    # ---- plan
    d.ln("PLAN")
    fu = scan + TD(days=rng.randrange(21, 56))
    d.ln("1. Repeat fetal echocardiogram at ~%d weeks: provisionally " % min(38, ga_w + rng.randrange(4, 9)),
         dt(fu, pick(rng, [ds, "wdlong", "long"])), " at ", _hm(rng, 9, 16), ".")
    d.ln("2. Delivery at ", S("HOSPITAL", h.name), pick(rng, [" (level 3 NICU on site)", "", " with the cardiac team aware"]),
         "; ", pick(rng, ["induction around 39 weeks", "spontaneous labour, vaginal delivery not contraindicated",
                         "planned delivery at 39+0 weeks"]), ".")
    d.ln("3. ", pick(rng, ["Start prostaglandin (PGE1) after birth if the duct is needed",
                           "Postnatal echo within 24 hours", "Neonatal ECG at birth",
                           "Weekly fetal heart rate monitoring by the midwife"]), ".")
    d.ln("4. Fetal cardiology nurse ", mw.ref(rng, pick(rng, ["fl", "f"])), " is the key contact: ",
         S("PHONE", LF.phone_ext(rng, cc) if chance(rng, 0.4) else LF.phone(rng, cc, "mob")),
         [" or ", S("EMAIL", LF.person_email(rng, mw.p))]
         if chance(rng, 0.5) else "", ".")
    d.t("\n")
    d.w("Scan performed by ", sono.ref(rng, pick(rng, ["fl", "fl_c"])), ". ")
    d.ln("Reported by:")
    d.w(fc.sig(rng))
    if chance(rng, 0.5):
        d.ln("Electronically signed ", dt(scan), " ", _hm(rng, 12, 19))
    extra = [ob.ref(rng, "t_fl") + [", ", S("HOSPITAL", ref_h.name)]]
    if chance(rng, 0.5):
        extra.append(["Community midwife ", S("DOCTOR", names.make_person(rng, cc, sex="F").render("fl"))])
    C.cc_list(d, rng, c, extra)
    return d


# ------------------------------------------------------------------ neonatal
NEO_KEYS = ["hlhs", "tga", "tapvd", "coarct", "pa_vsd", "truncus", "ta", "ebstein", "as"]


def _baby_name(rng, c):
    sexw = "Boy" if c.sex == "M" else "Girl"
    st = rng.randrange(4)
    if st == 0:
        return ["Baby ", sexw, " ", S("PATIENT", c.pt.last)]
    if st == 1:
        return [S("PATIENT", c.pt.last.upper()), ", Baby ", sexw]
    if st == 2:
        return [S("PATIENT", c.pt.render("fl"))]
    return [S("PATIENT", c.pt.last.upper()), ", ", S("PATIENT", c.pt.first)]


def neonatal(world, cc):
    rng = world.rng
    if chance(rng, 0.5):
        return _transfer(world, cc)
    return _opnote(world, cc)


def _transfer(world, cc):
    rng = world.rng
    c = C.Case(world, cc, 0.0, 0.02, lesion=pick(rng, NEO_KEYS))
    d = Doc()
    ds = LF.num_style(rng, cc)
    us = cc in ("US", "CA")

    def dt(x, st=None):
        return LF.D(x, st or ds, cc)
    refh = world.hosp_kind(cc, "women")
    rech = world.hosp_kind(cc, "child", exclude=refh)
    team = pick(rng, places.TRANSPORT[cc])
    ga = clin.gest(rng, 34, 41)
    bw = 2.1 + rng.random() * 2.1
    nurse = world.clin(cc, "transport")
    reg = world.clin(cc, "reg" if chance(rng, 0.5) else "neonat")
    acc = world.clin(cc, pick(rng, ["intens", "pcard"]))
    refdoc = world.clin(cc, "neonat")
    les = c.lesion
    d.ln(S("ORGANIZATION", team))
    d.ln(pick(rng, ["NEONATAL TRANSFER RECORD", "Retrieval summary - cardiac", "TRANSPORT NOTE (time-critical)"]))
    d.ln("Job no: ", S("IDNUM", pick(rng, ["T", "NT", "J"]) + LF.digits(rng, 6)),
         "    Date: ", dt(c.visit), "    Category: ", pick(rng, ["time-critical", "urgent", "emergency"]))
    d.t("\n")
    d.w("Patient: ", _baby_name(rng, c), "    Sex: ", c.sex, "\n")
    d.ln("DOB: ", dt(c.dob), " ", _hm(rng), "    Age at referral: ", c.age_phrase("old") if c.age_days else
         [S("AGE", str(rng.randrange(3, 23))), pick(rng, [" hours", " h"])])
    d.ln(c.mrn[0], " (", S("HOSPITAL", refh.name), "): ", S("MRN", c.mrn[1]),
         ["    ", c.nhs[0], ": ", S("MRN", c.nhs[1])] if c.nhs else "")
    d.ln("GA at birth: ", ga, " weeks   BW: %.2f kg   Apgars %d, %d, %d" % (bw, rng.randrange(3, 9), rng.randrange(6, 10), rng.randrange(8, 11)))
    d.ln("Mother: ", S("FAMILY", c.mother.render(pick(rng, ["fl", "LF"]))), " (", S("AGE", str(rng.randrange(18, 43))), "), ",
         pick(rng, ["G1P1", "G2P2", "G3P2", "G4P3"]), ", blood group ", pick(rng, ["O pos", "A pos", "B neg", "AB pos"]),
         ", mobile ", S("PHONE", c.mob))
    if chance(rng, 0.7):
        d.ln("Father: ", S("FAMILY", c.father.render("fl")), ", ", S("PHONE", LF.phone(rng, cc, "mob")))
    d.t("\n")
    d.ln("Referring unit: ", S("HOSPITAL", refh.name), pick(rng, [" NICU", " SCBU", " neonatal unit", " labour ward"]),
         ", ", refdoc.ref(rng), " (", S("PHONE", LF.phone_ext(rng, cc)), ")")
    d.ln("Receiving unit: ", S("HOSPITAL", rech.name), " ", pick(rng, ["CICU", "PICU", "NICU"]),
         [", ", S("HOSPITAL", C.ward(rng, cc))] if chance(rng, 0.3) else "",
         " ", pick(rng, ["bed", "cot", "bed space"]), " ", S("LOCATION_OTHER", str(rng.randrange(1, 24))),
         "; accepted by ", acc.ref(rng))
    t = rng.randrange(24 * 60)
    marks = []
    for inc in (0, rng.randrange(15, 50), rng.randrange(30, 120), rng.randrange(60, 150), rng.randrange(30, 120)):
        t += inc
        marks.append("%02d:%02d" % ((t // 60) % 24, t % 60))
    d.ln("Call ", marks[0], "  depart base ", marks[1], "  at referring unit ", marks[2],
         "  depart ", marks[3], "  arrive ", marks[4])
    d.t("\n")
    d.ln("HISTORY")
    if chance(rng, 0.5):
        d.w("Antenatal diagnosis of ", les["short"], " at ", clin.gest(rng, 19, 24), " weeks (",
            S("HOSPITAL", world.hospital(cc).name), "). ")
    else:
        d.w("Not detected antenatally. Noted to be ", pick(rng, ["cyanosed", "grey and mottled", "tachypnoeic"]),
            " at ", S("AGE", pick(rng, ["6", "14", "30", "40"] if c.age_days > 1 else ["3", "6", "14"])),
            " hours of age; pre/post-ductal SpO2 %d/%d%%. " % (
                rng.randrange(70, 90), rng.randrange(60, 85)))
    dxs = les["dx"].split(",")[0]
    d.w("Echo at referring unit (", refdoc.ref(rng, "t_l"), ") suggestive of ",
        dxs if les["key"] == "ebstein" else dxs[0].lower() + dxs[1:], ". ")
    d.w(pick(rng, ["Hyperoxia test not performed. ", "Sepsis screen sent, benzylpenicillin and gentamicin started. ",
                   "Two doses of surfactant given. ", ""]))
    d.t("\n\nSTABILISATION\n")
    d.ln("- Airway: ", pick(rng, ["self-ventilating in air", "intubated 3.5 ETT at 9 cm (lips), SIMV",
                                   "nasal high flow 6 L/min", "intubated for transfer after apnoea on PGE"]))
    d.ln("- Access: ", pick(rng, ["UVC (tip T9) and UAC (tip T7)", "two PIVCs", "UVC + PIVC"]))
    d.ln("- Gas before departure: ", clin.blood_gas(rng))
    d.ln("- Infusions: ", "; ".join(clin.infusions(rng, bw)))
    d.ln("- Glucose %.1f mmol/L, temp %.1f C" % (2.6 + rng.random() * 4, 36.2 + rng.random() * 1.2))
    d.t("\n")
    d.ln("TRANSPORT")
    d.ln("Vehicle: ", pick(rng, ["road ambulance", "dedicated neonatal ambulance", "intensive care ambulance"]),
         ", reg ", S("VEHICLE", LF.plate(rng, cc)), pick(rng, ["", ", incubator unit 2", ", transport incubator (Dräger)"]))
    d.ln("Events: ", pick(rng, ["nil, stable throughout", "one desaturation to 60% responding to repositioning",
                                 "apnoea x1 at 40 min, bagged briefly, PGE reduced", "hypotension, 10 mL/kg 0.9% saline given"]))
    d.ln("Handover to ", acc.ref(rng, "fl"), " and CICU nurse ", S("DOCTOR", names.make_person(rng, cc).render("fl")),
         " at ", "%02d:%02d" % (((t + 15) // 60) % 24, (t + 15) % 60), ".")
    d.t("\n")
    d.ln("Parents: ", pick(rng, ["mother remains on the postnatal ward at the referring hospital",
                                 "father travelling by car", "both parents travelling separately",
                                 "mother to be transferred tomorrow"]),
         pick(rng, ["", "; family accommodation requested", "; social worker aware"]), ".")
    if chance(rng, 0.35):
        d.ln("Parents' car ", S("VEHICLE", LF.plate(rng, cc)), " - parking permit issued for the ",
             S("LOCATION_OTHER", pick(rng, places.BUILDINGS)), " car park.")
    d.t("\n")
    d.w("Transport team: ", nurse.ref(rng, "fl"), " (", nurse.job, "), ", reg.ref(rng, "fl"), "\n")
    if chance(rng, 0.4):
        d.ln("Entered by: ", S("USERNAME", nurse.user), " ", dt(c.visit, "iso"), " ", _hm(rng))
    return d


OPS = {
    "hlhs": ("Norwood procedure (stage 1) with 5 mm RV-PA conduit", "STAT category 5; Aristotle basic score 14.5",
             True, ["PTFE RV-PA conduit 5 mm", "pulmonary homograft patch for arch augmentation"]),
    "tga": ("Arterial switch operation with Lecompte manoeuvre and ASD closure", "STAT category 3; Aristotle basic score 10.0",
            True, ["autologous pericardial patch", "bovine pericardial patch"]),
    "tapvd": ("Repair of supracardiac TAPVD (sutureless technique)", "STAT category 4; Aristotle basic score 9.5",
              True, ["autologous pericardial patch"]),
    "coarct": ("Coarctation repair, extended end-to-end anastomosis via left thoracotomy", "STAT category 2; Aristotle basic score 6.0",
               False, []),
    "pa_vsd": ("Modified Blalock-Taussig-Thomas shunt (3.5 mm PTFE) via sternotomy", "STAT category 3; Aristotle basic score 6.3",
               False, ["PTFE graft 3.5 mm"]),
    "truncus": ("Truncus arteriosus repair with 12 mm Contegra conduit", "STAT category 4; Aristotle basic score 11.0",
                True, ["Contegra bovine jugular conduit 12 mm", "bovine pericardial VSD patch"]),
    "ta": ("Modified Blalock-Taussig-Thomas shunt (3.5 mm) and PDA ligation", "STAT category 3; Aristotle basic score 6.3",
           False, ["PTFE graft 3.5 mm"]),
    "ebstein": ("Starnes procedure (fenestrated tricuspid valve patch closure) and central shunt", "STAT category 5; Aristotle basic score 12.0",
                True, ["fenestrated PTFE patch", "PTFE graft 3.5 mm"]),
    "as": ("Open aortic valvotomy", "STAT category 3; Aristotle basic score 8.0", True, []),
}


def _opnote(world, cc):
    rng = world.rng
    c = C.Case(world, cc, 0.005, 0.08, lesion=pick(rng, NEO_KEYS))
    d = Doc()
    ds = LF.num_style(rng, cc)

    def dt(x, st=None):
        return LF.D(x, st or ds, cc)
    h = world.hosp_kind(cc, "child")
    sur = world.clin(cc, "surgeon")
    ass = world.clin(cc, pick(rng, ["surgeon", "reg"]))
    an = world.clin(cc, "anaes")
    perf = world.clin(cc, "perf")
    op, score, bypass, implants = OPS[c.lesion["key"]]
    wt = 2.4 + rng.random() * 1.9
    d.ln(S("HOSPITAL", h.name), " - ", pick(rng, ["Cardiac Theatres", "Congenital Cardiac Surgery", "Heart Centre"]))
    d.ln(pick(rng, ["OPERATION NOTE", "OPERATIVE REPORT", "Operation Record"]))
    d.t("\n")
    d.ln("Patient: ", _baby_name(rng, c), "   ", c.mrn[0], ": ", S("MRN", c.mrn[1]))
    d.ln("DOB: ", dt(c.dob), "   Age: ", S("AGE", str(max(1, c.age_days))), pick(rng, [" days", "d", " days"]),
         "   Weight: %.2f kg" % wt)
    if c.nhs or chance(rng, 0.3):
        d.ln("Mother: ", S("FAMILY", c.mother.render("fl")), (["   ", c.nhs[0], ": ", S("MRN", c.nhs[1])] if c.nhs else ""))
    d.ln("Date of operation: ", dt(c.visit, pick(rng, [ds, "wd", "long"])),
         "   OR " if cc in ("US", "CA") else "   Theatre ",
         S("LOCATION_OTHER", str(rng.randrange(1, 9))), "   Case no: ", S("IDNUM", LF.accession(rng, "CS", c.visit.year)))
    if chance(rng, 0.5):
        d.ln(c.acct[0], ": ", S("ACCOUNT", c.acct[1]))
    d.ln("Surgeon: ", sur.ref(rng, "t_fl"))
    d.ln("Assistant: ", ass.ref(rng, pick(rng, ["t_fl", "fl"])))
    d.ln("Anaesthetist: " if cc not in ("US", "CA") else "Anesthesiologist: ", an.ref(rng, pick(rng, ["t_fl", "fl_c"])))
    d.ln("Perfusionist: ", perf.ref(rng, "fl"), "   Scrub: ", S("DOCTOR", names.make_person(rng, cc).render("fl")))
    d.t("\n")
    d.ln("Procedure: ", op)
    pre = c.visit - TD(days=rng.randrange(1, 6))
    d.ln("Pre-op echo: ", dt(pre), " (", world.clin(cc, "pcard").ref(rng, "t_l"), "); consent from ",
         pick(rng, ["mother", "both parents", "father"]), " taken by ", sur.ref(rng, "t_l"), " on ",
         dt(pre + TD(days=rng.randrange(0, 2))))
    d.ln("Diagnosis: ", c.lesion["dx"])
    d.ln("Coding: ", score)
    d.t("\n")
    d.ln("Findings:")
    d.ln("- ", pick(rng, ["Situs solitus, levocardia", "Normal situs, moderate cardiomegaly"]))
    d.ln("- ", pick(rng, c.lesion["echo"]) if c.lesion["echo"] else "as per pre-operative echo")
    d.ln("- Coronary pattern: ", pick(rng, ["usual (1LCx-2R)", "1L-2RCx", "single right coronary ostium", "not relevant"]))
    d.t("\n")
    if not bypass and c.lesion["key"] != "coarct":
        d.ln("Off bypass. Side-biting clamp on the innominate artery; heparin 100 units/kg before clamping.")
        d.t("\n")
        d.ln("Description:")
        for i, s in enumerate(["Median sternotomy; subtotal thymectomy.", "Innominate artery and RPA dissected.",
                               "3.5 mm PTFE graft anastomosed proximally (8-0 Prolene) and to the RPA.",
                               "Clamps released; saturations rose from %d%% to %d%%." % (rng.randrange(60, 75), rng.randrange(78, 88)),
                               "Arterial duct ligated." if c.lesion["key"] == "ta" else "Duct left patent on PGE until shunt confirmed, then ligated.",
                               "Haemostasis; chest closed; one mediastinal drain."]):
            d.ln("%d. %s" % (i + 1, s))
        d.t("\n")
        return _op_tail(d, rng, world, cc, c, sur, dt, implants)
    if c.lesion["key"] == "coarct":
        d.ln("No cardiopulmonary bypass. Aortic clamp time %d min; rectal temp allowed to drift to 34.5 C." % rng.randrange(12, 28))
        d.t("\n")
        d.ln("Description:")
        for i, s in enumerate(["Right lateral decubitus; left posterolateral thoracotomy via 4th intercostal space.",
                               "Duct ligated and divided; arch vessels, isthmus and descending aorta mobilised.",
                               "Coarctation shelf resected; extended end-to-end anastomosis with 7-0 Prolene.",
                               "Clamps released; right arm-leg gradient 4 mmHg.",
                               "Intercostal drain; layered closure; intercostal nerve block."]):
            d.ln("%d. %s" % (i + 1, s))
        d.t("\n")
        return _op_tail(d, rng, world, cc, c, sur, dt, implants)
    d.ln("Bypass: CPB %d min, cross-clamp %d min, %s, lowest nasopharyngeal temp %d C" % (
        rng.randrange(70, 240), rng.randrange(0, 130),
        pick(rng, ["no DHCA", "selective antegrade cerebral perfusion %d min" % rng.randrange(15, 50), "DHCA 12 min"]),
        rng.randrange(18, 33)))
    d.ln("Cardioplegia: ", pick(rng, ["del Nido 20 mL/kg single dose", "cold blood every 20 min", "Custodiol HTK"]))
    d.t("\n")
    d.ln("Description:")
    steps = ["Median sternotomy; subtotal thymectomy.", "Heparinised; aortic and bicaval cannulation.",
             "Duct ligated and divided.", "Repair as above without difficulty.",
             "Separated from bypass on milrinone 0.5 microgram/kg/min and adrenaline 0.03 microgram/kg/min.",
             "TOE: " + pick(rng, ["no residual lesion", "trivial residual shunt", "good function"]) + ".",
             "Haemostasis; modified ultrafiltration.",
             pick(rng, ["Chest closed.", "Chest left open with Silastic membrane; planned delayed closure."]),
             "Two mediastinal drains; temporary atrial and ventricular pacing wires."]
    for i, s in enumerate(steps):
        d.ln("%d. %s" % (i + 1, s))
    d.t("\n")
    return _op_tail(d, rng, world, cc, c, sur, dt, implants)


def _op_tail(d, rng, world, cc, c, sur, dt, implants):
    if not implants:
        d.ln("Implants: none")
    for imp in implants:
        if "autologous" in imp:
            d.ln("Implants: ", imp, " (no lot number)")
            continue
        d.ln("Implant: ", imp, pick(rng, [" lot ", ", lot no. "]), S("DEVICE", LF.letters(rng, 2) + LF.digits(rng, 6)),
             [", serial ", S("DEVICE", LF.digits(rng, 8))] if chance(rng, 0.4) else "")
    d.ln("EBL %d mL. Specimens: %s." % (rng.randrange(20, 180), pick(rng, ["thymus (discarded)", "none", "ductal tissue to histology"])))
    d.t("\n")
    d.ln("Post-op: to CICU ", pick(rng, ["bed", "bed space"]), " ", S("LOCATION_OTHER", str(rng.randrange(1, 16))),
         "; ventilated; aim MAP > %d; lactate 2-hourly; post-op echo day 1." % rng.randrange(35, 50))
    d.ln("Parents (", S("FAMILY", c.mother.render("f")), " and ", S("FAMILY", c.father.render("f")),
         ") updated by phone at ", _hm(rng), pick(rng, [".", " by the operating surgeon."]))
    d.t("\n")
    d.w(sur.sig(rng, lic=chance(rng, 0.8)))
    d.ln(dt(c.visit), " ", _hm(rng, 10, 23))
    if chance(rng, 0.4):
        d.ln("Dictated by ", S("USERNAME", sur.user), "; transcribed by ", S("DOCTOR", names.make_person(rng, cc).initials(False).lower()))
    return d
