"""Genres: chaplaincy and support referral, early pregnancy loss discharge
summary, neonatal comfort (palliative) care plan."""

import datetime as dt

import pools as PL
from core import Note, P, pick, chance, seq
import common as C

RITES = {"Roman Catholic": "baptism or blessing by a priest", "Church of Ireland": "blessing and naming",
         "Anglican": "naming and blessing", "Muslim": "washing (ghusl) and janazah; burial within 24 hours",
         "Sikh": "Ardas prayer; cremation", "Hindu": "prayers; cremation arranged by family",
         "Jewish": "contact with rabbi; burial as soon as possible", "Baptist": "prayer with family",
         "Pentecostal": "prayer and blessing", "no religious affiliation": "non-religious naming ceremony",
         "spiritual, not religious": "candle lighting and a few words", "Buddhist": "chanting with monk",
         "Greek Orthodox": "prayers by the priest", "Methodist": "blessing", "Latter-day Saints": "blessing by elders"}


# ---------------------------------------------------------------------------
def chaplaincy_referral(cx):
    r, n, m = cx.r, Note(), cx.mother
    C.set_kind(cx, pick(r, ["sb", "nnd", "lmc", "mc", "sb", "topfa"]))
    ref = pick(r, [cx.staff("bmw", "Bereavement Midwife"), cx.staff("mw", "Midwife"), cx.staff("nnp", "Neonatal Nurse Practitioner")])
    chap = cx.staff("chap", "Hospital Chaplain", kind="chap")
    d0 = cx.days(cx.death, 0, 2)
    fa = cx.memo("faith", lambda: C.faith(r))
    n.add(pick(r, ["REFERRAL TO CHAPLAINCY AND SPIRITUAL CARE", "Chaplaincy / Pastoral Care Referral",
                   "SPIRITUAL CARE AND SUPPORT SERVICES REFERRAL"]), "\n")
    n.add(P(cx.hospital, "HOSPITAL"), "\n\n")
    n.add("Date: ", cx.d(d0), "   Time: ", cx.tm(), "   Urgency: ", pick(r, ["within 1 hour", "same day", "routine (48 h)"]), "\n")
    n.add("Referred by: ", ref.nm(pick(r, ["full", "full_cred", "init_last"])), ", ", ref.role,
          "   Contact: ", P(cx.bleep(), "PHONE") if chance(r, 0.5) else P(cx.phone_ext(), "PHONE"), "\n")
    n.add("Location: ", P(cx.unit, "HOSPITAL"), ", ", pick(r, ["room ", "bed ", "side room "]),
          P(str(r.randrange(1, 28)), "LOCATION_OTHER"), "\n\n")
    n.add("Patient: ", m.nm(pick(r, ["full", "last_first", "title_full"])), "  (", cx.age_p(style=pick(r, ["y", "yrs"])), ")  ",
          C.mrn_line(cx), "\n")
    if cx.partner:
        n.add(pick(r, ["Partner: ", "Next of kin: "]), cx.partner.nm("full"), " (", cx.partner_word, ")  ", P(cx.phone("mob"), "PHONE"), "\n")
    n.add("Baby: ", C.baby_nm(cx), ", ", C.kind_phrase(cx), " ", cx.d(cx.loss, "n"), " at ", C.gest(cx), "\n\n")
    n.add("Faith / belief: ", fa, "\n")
    if chance(r, 0.4):
        lang = pick(r, PL.LANGUAGES)
        how = pick(r, ["booked", "via phone line", "not needed - partner interprets"])
        n.add("Language: ", lang, "; interpreter ", how)
        if how == "via phone line" and chance(r, 0.7):
            n.add(" (", P(cx.phone("land"), "PHONE"), ")")
        n.add("\n")
    if chance(r, 0.45):
        n.add("Family from ", P(pick(r, PL.ORIGIN_COUNTRIES), "COUNTRY"), pick(r, ["; extended family overseas", "; moved here recently", ""]), "\n")
    n.add("Request: ", RITES[fa], "\n")
    fl = C.faith_leader(cx, fa)
    if fl and chance(r, 0.65):
        title, org = fl
        leader = cx.other("leader", female=title in ("Rev", "Rev.", "Canon", "Rabbi") and chance(r, 0.4))
        n.add("Own faith leader: ", title, " ", leader.nm(pick(r, ["full", "last"])), ", ", org, ", ", P(cx.phone("land"), "PHONE"))
        if chance(r, 0.5):
            n.add(", ", cx.email(leader))
        n.add("\n")
    n.add("\nOther support referrals:\n")
    sw = ["Social work - financial worries (", pick(r, ["rent arrears", "funeral costs", "partner unemployed"]),
          "), referred to ", C.clinician_ref(cx, "sw", "other", "full")]
    if cx.c != "UK" and chance(r, 0.5):
        lab, v = cx.ssn()
        sw += ["; benefits claim started (", lab, " ", v, ")"]
    opts = [(sw, 0.6),
            (["Perinatal counselling - ", P(pick(r, PL.COUNSELLING).replace("{T}", cx.home_town), "HOSPITAL")], 0.6),
            (["Peer support - ", cx.org(PL.CHARITIES, "char"), ", ", cx.url("support-groups", org="parents-support")], 0.5),
            (["Sibling support - ", P(pick(r, PL.SCHOOLS).replace("{T}", cx.home_town), "ORGANIZATION"), " wellbeing lead informed"], 0.3),
            (["Employer liaison - ", cx.org(PL.EMPLOYERS, "emp"), " (", m.nm("first"), " is a ", P(cx.prof, "PROFESSION"), ")"], 0.4)]
    for item, p in opts:
        if chance(r, p):
            n.add("- ", item, "\n")
    n.add("Consent to share information with chaplaincy and above services: ", pick(r, ["verbal consent given", "yes", "yes - written"]), "\n\n")
    n.add("CHAPLAIN RESPONSE\n")
    att = d0 if chance(r, 0.7) else cx.days(d0, 1, 2)
    n.w("Attended {d} {t} - {c}. ", d=cx.d(att, "n"), t=cx.tm(), c=chap.nm(pick(r, ["title_full", "title_last", "full"])))
    n.add(pick(r, ["Spent 40 minutes with the family. ", "Sat with parents and grandparents. ",
                   "Met both parents in the bereavement room. "]))
    if cx.baby_named or chance(r, 0.5):
        n.add(pick(r, ["Blessed ", "Named and blessed ", "Prayed with the family for "]), C.baby_nm(cx, "first" if cx.baby_named else None), ". ")
    n.add(pick(r, ["Certificate of blessing given. ", "Candle lit in the chapel; entry made in the Book of Remembrance. ",
                   "Family invited to the annual service of remembrance in ", ""]))
    if chance(r, 0.4):
        n.add(cx.d(dt.date(cx.death.year, pick(r, [10, 11, 12]), 1), "month"), ". ")
    n.add("Will follow up ", cx.d(cx.days(att, 2, 8), "n"), ".\n")
    n.add(chap.nm(pick(r, ["full", "title_full"])), ", ", pick(r, ["Chaplain", "Spiritual Care Coordinator", "Lead Chaplain"]),
          "  ", cx.email(chap), "\n")
    if chance(r, 0.35):
        C.audit(n, cx, chap, att, lead="")
    return n


# ---------------------------------------------------------------------------
def epu_discharge(cx):
    r, n, m = cx.r, Note(), cx.mother
    C.set_kind(cx, "mc")
    nurse = cx.staff("epu", "EPU Nurse Specialist")
    dr = cx.staff("reg", "Obstetric Registrar", kind="dr")
    att = cx.loss
    mgmt = pick(r, ["expectant", "medical", "surgical_la", "surgical_ga"])
    if cx.cause == "complete miscarriage":
        mgmt = "expectant"
    elif cx.cause.startswith("molar"):
        mgmt = "surgical_ga"
    n.add(pick(r, ["EARLY PREGNANCY UNIT - DISCHARGE SUMMARY", "Early Pregnancy Assessment Unit: Discharge Letter",
                   "EPAS DISCHARGE SUMMARY"]), "\n")
    n.add(P(cx.hospital, "HOSPITAL"), " | ", pick(r, ["Gynaecology", "Early Pregnancy Unit", "EPAU"]), " | Tel ",
          P(cx.phone("land"), "PHONE"), "\n\n")
    C.banner(n, cx, style=pick(r, ["grid", "bar"]))
    n.add("GP: ", C.clinician_ref(cx, "gp", "dr", "title_full"), ", ", P(cx.gp_practice, "HOSPITAL"), "\n")
    n.add("Attendance: ", cx.d(att), "   Discharge: ", cx.d(cx.days(att, 0, 2)), "   Encounter no.: ", cx.account(), "\n\n")
    n.add("Presenting complaint: ", pick(r, ["PV bleeding and lower abdominal cramps", "spotting, referred by GP",
                                             "routine early scan - history of previous loss", "heavy PV bleeding with clots"]), ".\n")
    lmp = att - dt.timedelta(days=cx.gw * 7 + cx.gd)
    n.add("LMP ", cx.d(lmp), " - ", str(cx.gw), "+", str(cx.gd), " by dates. G", str(cx.grav), "P", str(cx.para), ".\n\n")
    crl = max(3, (cx.gw - 6) * 8 + r.randrange(0, 6))
    fnd = {"missed miscarriage": "fetal pole CRL %d mm, no fetal heart activity" % crl,
           "early fetal demise": "fetal pole CRL %d mm, no fetal heart activity on 2 scans 7 days apart" % crl,
           "anembryonic pregnancy": "intrauterine gestation sac, MSD %d mm, no fetal pole" % r.randrange(25, 40),
           "incomplete miscarriage": "heterogeneous RPOC %d x %d mm, no sac seen" % (r.randrange(15, 40), r.randrange(10, 30)),
           "complete miscarriage": "empty uterus, endometrium %d mm" % r.randrange(4, 12),
           "molar pregnancy (partial mole)": "enlarged placenta with cystic spaces, fetal pole without heart activity"}[cx.cause]
    n.add("Findings: TVS", pick(r, ["", " (Voluson E8)", " (Samsung HS70A)"]), " - ", fnd, ". ")
    h1 = r.randrange(800, 40000)
    n.add("Serum hCG ", str(h1), " IU/L -> ", str(int(h1 * (0.3 + r.random() * 0.4))), " IU/L at 48 h. ")
    rh = pick(r, ["O RhD positive", "A RhD negative", "B RhD positive", "O RhD negative", "A RhD positive"])
    n.add("Blood group ", rh, ". Hb ", str(r.randrange(98, 140)), " g/L.\n\n")
    n.add("Diagnosis: ", cx.cause, ".\n")
    n.add("Management: ")
    if mgmt == "expectant":
        n.add("expectant, after discussion of options. Given written information and the 24-hour gynae line.\n")
    elif mgmt == "medical":
        n.add("medical - mifepristone 200 mg PO on ", cx.d(att, "n"), ", then misoprostol 800 micrograms PV 48 h later ",
              "with co-codamol 30/500 and cyclizine 50 mg PRN.\n")
    elif mgmt == "surgical_la":
        n.add("MVA under local anaesthetic in treatment room ", P(str(r.randrange(1, 6)), "LOCATION_OTHER"),
              " by ", dr.nm(pick(r, ["title_last", "title_full"])), " on ", cx.d(cx.days(att, 1, 5), "n"), ". EBL 50 mL.\n")
    else:
        n.add("surgical management (SMM) under GA on ", cx.d(cx.days(att, 1, 4), "n"), " by ", dr.nm("title_last"),
              "; doxycycline 100 mg BD for 7 days. EBL 150 mL.\n")
    if "negative" in rh:
        n.add("Anti-D 250 IU IM given ", cx.d(cx.days(att, 0, 2), "n"), " (batch ", pick(r, ["B2217", "K0931", "AD-4471"]), ").\n")
    if mgmt.startswith("surgical") or chance(r, 0.5):
        n.add("Tissue sent for histology, specimen no. ", cx.idnum(pick(r, ["H", "S", "G"]), 5), ".\n")
    disp = r.randrange(4)
    n.add("\nSensitive disposal: ", [
        "parents chose shared hospital cremation; date will be sent by letter",
        "parents wish to take pregnancy remains home for private burial - form signed and guidance given",
        "individual cremation via funeral director",
        "parents undecided; remains held for up to 6 weeks"][disp], ".\n")
    if disp == 0 and chance(r, 0.7):
        n.add("Hospital communal cremation service: ", cx.d(cx.days(att, 20, 60), "n"), " at ",
              P(pick(r, PL.CEMETERIES).replace("{T}", cx.hosp_town), "LOCATION_OTHER"), ".\n")
    n.add("\nAdvice and follow-up:\n")
    n.add("- Urine pregnancy test in 3 weeks (", cx.d(cx.days(att, 21, 21), "n"), "); if positive call EPU.\n")
    n.add("- Return if soaking more than 2 pads an hour, temperature over 38 C, or severe pain.\n")
    if chance(r, 0.6):
        n.add("- Miscarriage support: ", cx.org(PL.CHARITIES, "char"), ", ", cx.url("miscarriage", org="miscarriage-support"), "\n")
    if chance(r, 0.45):
        n.add("- ", C.sick_note(cx)[:1].upper() + C.sick_note(cx)[1:], " for 2 weeks (", m.nm("first"), " is a ", P(cx.prof, "PROFESSION"), ").\n")
    if cx.partner and chance(r, 0.4):
        n.add("- ", cx.partner.nm(pick(r, ["first", "full"])), " given partner support leaflet.\n")
    n.add("- Recurrent miscarriage clinic referral if this is a third consecutive loss.\n\n")
    n.add("Completed by: ", nurse.nm(pick(r, ["full_cred", "full"])), ", ", nurse.role)
    if chance(r, 0.5):
        lab, v = cx.license(nurse)
        n.add(" (", lab, " ", v, ")")
    n.add("\nReviewed by: ", dr.nm(pick(r, ["title_full", "title_last"])), ", ", dr.role, "\n")
    if chance(r, 0.45):
        C.audit(n, cx, nurse, att)
    return n


# ---------------------------------------------------------------------------
def neonatal_palliative(cx):
    r, n, m = cx.r, Note(), cx.mother
    C.set_kind(cx, "nnd")
    if cx.nnd_days < 2:
        cx.nnd_days = r.randrange(2, 15)
        cx.death = cx.loss + dt.timedelta(days=cx.nnd_days)
    neo = cx.staff("neo", "Consultant Neonatologist", kind="dr")
    nurse = cx.staff("nnp", "Neonatal Nurse Practitioner")
    plan_d = cx.death - dt.timedelta(days=r.randrange(0, 2))
    age_d = (plan_d - cx.loss).days
    n.add(pick(r, ["NEONATAL PALLIATIVE (COMFORT) CARE PLAN", "Neonatal End-of-Life Care Plan",
                   "PERINATAL PALLIATIVE CARE - PARALLEL PLAN"]), "\n")
    n.add(P(cx.hospital, "HOSPITAL"), " - ", pick(r, ["NICU", "Neonatal Unit", "Level 3 NICU"]), ", ", P(cx.unit, "HOSPITAL"),
          ", cot ", P(str(r.randrange(1, 30)), "LOCATION_OTHER"), "\n\n")
    n.add("Baby: ", C.baby_nm(cx, pick(r, ["full", "caps"]) if cx.baby_named else None), "   ", pick(r, ["MRN", "NHI" if cx.c == "NZ" else "Hosp no."]),
          " ", cx.mrn("baby"), "\n")
    n.add("DOB: ", cx.d(cx.loss), " ", cx.tm(), "   Gestation at birth: ", C.gest(cx, "plus"), "   BW: ", str(cx.weight), " g\n")
    n.add("Age today: ", P(str(age_d), "AGE"), " days   Corrected gestation: ", "%d+%d" % (cx.gw + (cx.gd + age_d) // 7, (cx.gd + age_d) % 7), "\n")
    n.add("Mother: ", m.nm(pick(r, ["full", "last_first"])), " (", C.mrn_line(cx), ")\n")
    if cx.partner:
        n.add(pick(r, ["Father: ", "Other parent: ", "Partner: "]), cx.partner.nm("full"), "   ", P(cx.phone("mob"), "PHONE"), "\n")
    n.add("\nDiagnosis: ", cx.cause, ".\n")
    cz = cx.cause
    if "HIE" in cz:
        course = "Therapeutic hypothermia for 72 h; MRI - extensive basal ganglia and cortical injury; aEEG burst suppression. "
    elif "IVH" in cz or "TTTS" in cz:
        course = "CPAP then intubated; cranial USS bilateral grade IV IVH with PVHI. "
    elif "heart" in cz:
        course = "Prostaglandin E2 infusion; echo confirms diagnosis; surgical options declined after counselling. "
    elif "sepsis" in cz or "NEC" in cz:
        course = "Ventilated; inotropes (dopamine 10 mcg/kg/min, adrenaline 0.1 mcg/kg/min); benzylpenicillin and gentamicin. "
    else:
        course = pick(r, ["Ventilated from birth on SIPPV; iNO 20 ppm; escalating oxygen requirement. ",
                          "HFOV, MAP 16, FiO2 1.0; OI 42 despite surfactant x3. "])
    n.add("Course: ", course)
    if chance(r, 0.6):
        n.add("Ventilator (", pick(r, ["Drager Babylog VN500", "SLE6000", "Fabian HFOi"]), ") serial ", P(pick(r, ["SLE-%06d" % r.randrange(999999), "VN%d%05d" % (r.randrange(10, 24), r.randrange(99999)),
                                               "BBL-%04d-%03d" % (r.randrange(9999), r.randrange(999))]), "DEVICE"), ".")
    n.add("\n\nMDT / family meeting: ", cx.d(plan_d, "n"), " ", cx.tm(), " in the ", pick(r, ["family room", "quiet room", "parents' lounge"]),
          ". Present: ", neo.nm(pick(r, ["title_full", "title_last"])), ", ", nurse.nm(pick(r, ["full", "first"])), " (NNP), ")
    n.add(C.clinician_ref(cx, "sw", "other", "full"), " (social work)")
    if chance(r, 0.5):
        n.add(", ", C.clinician_ref(cx, "chap", "chap", "title_last"), " (chaplain)")
    n.add(", parents")
    if chance(r, 0.4):
        n.add(" and ", cx.other("rel_gm", female=True).nm("full"), " (grandmother)")
    n.add(".")
    if chance(r, 0.4):
        n.add(" Interpreter ", C.clinician_ref(cx, "int", "other", "full"), " (", pick(r, PL.LANGUAGES), ").")
    n.add("\nDecision: redirection of care to comfort; parents' wishes central. Not for CPR or re-intubation.\n\n")
    n.add("PARENTS' WISHES\n")
    wishes = ["skin-to-skin with both parents before and after extubation", "bath and dress baby in own clothes",
              "siblings to visit", "baptism/blessing before extubation", "photographs by volunteer photographer",
              "hand and footprints; lock of hair", "grandparents present",
              "music playing (family playlist)", "time with baby after death in cold cot"]
    r.shuffle(wishes)
    for w in wishes[:r.randrange(3, 6)]:
        n.add("- ", w, "\n")
    place = pick(r, ["unit", "hospice", "home"])
    if place == "hospice":
        n.add("- transfer to ", P(pick(r, PL.HOSPICES), "HOSPITAL"), " by neonatal transport; ambulance reg ", cx.plate(), "\n")
    elif place == "home":
        n.add("- transfer home to ", cx.home(), "; community palliative team phone ", P(cx.phone("land"), "PHONE"), "\n")
    sib = C.sibling_list(cx)
    if sib:
        n.add("- sibling(s): ", sib, "\n")
    n.add("\nSYMPTOM MANAGEMENT\n")
    n.add("- Morphine ", pick(r, ["50", "100"]), " micrograms/kg IV/buccal PRN for pain or distress (max hourly)\n")
    n.add("- Midazolam ", pick(r, ["50", "100"]), " micrograms/kg buccal PRN for agitation or seizures\n")
    n.add("- Glycopyrronium 5 micrograms/kg PRN secretions; stop routine bloods, obs and feeds as agreed\n")
    if chance(r, 0.6):
        n.add("CD cabinet access (Omnicell) by ", nurse.nm(pick(r, ["full", "init_last"])), ", fingerprint ID ",
              P("FP-%05d" % r.randrange(99999), "BIOID"), "; second checker ", C.clinician_ref(cx, "mw", "mw", "full"), ".\n")
    n.add("\nEXTUBATION\n")
    n.add("Planned for ", cx.d(cx.death, "n"), pick(r, [" after family time. ", ", once grandparents have arrived. ", ". "]))
    if chance(r, 0.7):
        n.add("Baby died peacefully in ", pick(r, ["mother's arms", "father's arms", "parents' arms"]), "; time of death ", cx.tm(),
              " on ", cx.d(cx.death), ", aged ", P(str(cx.nnd_days), "AGE"), " days. Confirmed by ",
              C.clinician_ref(cx, "reg", "dr", "title_last"), ".\n")
    n.add("\nNOTIFY: GP (", P(cx.gp_practice, "HOSPITAL"), "), ", "community midwife", ", ",
          "coroner" if chance(r, 0.3) else "child death review team", ", bereavement midwife ",
          C.clinician_ref(cx, "bmw", "mw", "full"), ".\n\n")
    n.add("Plan written by: ", neo.nm(pick(r, ["title_full", "full_cred"])), ", Consultant Neonatologist")
    lab, v = cx.license(neo)
    n.add(" (", lab, " ", v, ")   ", cx.d(plan_d), "\n")
    if chance(r, 0.45):
        C.audit(n, cx, nurse, plan_d, lead="")
    return n
