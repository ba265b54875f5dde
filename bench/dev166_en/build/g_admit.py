"""Genres: nursing admission assessment; shift handover (SBAR)."""
import phi as H
import clin as C
from core import Doc, art
from case import Case
import common as K


def _devices(d, c):
    rng = c.rng
    k = rng.randrange(5)
    if k == 0 and c.spec == "cardiac":
        d.ln("Devices: PPM in situ, serial no. ", (H.device_sn(rng, "ppm"), "DEVICE"), ", card seen")
    elif k == 1:
        d.ln("Hearing aids x2 (L serial ", (H.device_sn(rng, "hearing"), "DEVICE"), ") - labelled, in pot")
    elif k == 2:
        d.ln("Own insulin pump, SN ", (H.device_sn(rng, "insulin"), "DEVICE"), "; diabetes team aware")
    elif k == 3:
        d.ln("Devices: ICD (serial ", (H.device_sn(rng, "icd"), "DEVICE"), ") - magnet on resus trolley")
    else:
        d.ln("Devices: nil implanted. Glasses, upper denture.")


def _property(d, c):
    rng = c.rng
    d.add("Property: ", rng.choice(["wallet, mobile phone, wedding ring", "handbag, keys, reading glasses",
                                     "watch, phone + charger", "clothes only"]))
    d.add("; property log ", (H.idnum(rng, "property"), "IDNUM"))
    if rng.random() < 0.4:
        d.add(". Car keys - " + ("vehicle plate " if c.us and len(c.car) < 12 else "VIN " if c.us else "car reg "), (c.car, "VEHICLE"),
              " left in " + rng.choice(["multi-storey", "visitor car park", "ED drop-off bay"] if not c.us else
                                       ["parking garage level 2", "ED lot", "visitor ramp"]))
    d.add("\n")


def admission_uk_form(c):
    rng = c.rng
    d = Doc()
    d.ln("ADULT INPATIENT NURSING ADMISSION ASSESSMENT")
    d.ln(K.hosp(c), " | ", K.ward(c))
    d.ln("-" * 52)
    d.ln("Name: ", (c.pt.form("LF"), "PATIENT"), "      Preferred name: ", (c.pt.form("nick"), "PATIENT"))
    d.ln("DOB: ", c.dob_p(), "   Age: ", (str(c.age), "AGE"), "   Gender: ", "Female" if c.pt.sex == "F" else "Male")
    d.ln("Hospital No: ", (c.mrn, "MRN"), "   NHS No: ", (c.nhs, "MRN"))
    if rng.random() < 0.4:
        d.ln("NI No: ", (c.ssn, "SSN"), "   (for benefits / SW referral)")
    d.ln("Admitted: ", c.d(c.adm), " ", K.tm(rng), " via ", rng.choice(["ED", "AMU", "GP referral", "SDEC", "direct from clinic"]),
         "   Location: ", c.bed_p())
    d.ln("Consultant: ", c.staff(c.cons, "dr_last"), "   Named nurse: ", c.staff(rng.choice(c.nurses), "full"))
    d.ln("")
    d.ln("Reason for admission: ", K.dx(c))
    d.ln("PMH: ", K.pmh(rng))
    d.ln("Allergies: ", rng.choice(C.ALLERGIES), "  (red wristband " + rng.choice(["applied", "N/A"]) + ")")
    d.ln("")
    d.ln("SOCIAL")
    K.social(d, c)
    K.nok_line(d, c)
    K.gp_line(d, c)
    d.ln("")
    sc = C.scores(rng)
    d.ln("RISK ASSESSMENTS")
    d.ln("Waterlow %d | MUST %d | Falls (MFRA) %s | 4AT %d | Clinical Frailty Scale %d" % (
        sc["waterlow"], sc["must"], rng.choice(["high", "medium", "low"]), sc["fourat"], sc["cfs"]))
    d.ln("Baseline: " + rng.choice(["mobile with stick", "walks unaided", "frame x1", "hoisted, bed-bound"]) +
         ", " + rng.choice(["continent", "uses pads at night", "LTC in situ", "urgency"]) +
         ", " + rng.choice(["normal diet", "soft & bite-sized", "IDDSI level 5", "diabetic diet"]))
    if rng.random() < 0.4:
        d.ln("Capacity: ", rng.choice(["has capacity", "lacks capacity re: discharge - DoLS application ref "]),
             (H.idnum(rng, "dols"), "IDNUM") if rng.random() < 0.5 else "")
    _devices(d, c)
    _property(d, c)
    if rng.random() < 0.3:
        d.ln("Previous admission: ", (c.hosp2, "HOSPITAL"), " ", c.d(K.days(c, -rng.randint(40, 400)), "month_year"))
    d.ln("")
    s = c.nurses[0]
    K.signoff(d, c, s, lic=True)
    if rng.random() < 0.5:
        d.ln("Countersigned: ", c.sig(c.nurses[1], False))
    return d


def admission_us_flowsheet(c):
    rng = c.rng
    d = Doc()
    d.ln("ADMISSION NURSING DATABASE - ", K.ward(c), " - ", K.hosp(c))
    d.ln("Patient: ", (c.pt.form(rng.choice(["LF", "lf"])), "PATIENT"), "   MRN: ", (c.mrn, "MRN"),
         "   CSN: ", (c.acct, "ACCOUNT"))
    d.ln("DOB: ", c.dob_p(), "   Age: ", (str(c.age), "AGE"), " y   Sex: " + c.pt.sex, "   ", c.bed_p())
    d.ln("Admit date: ", c.d(c.adm), "   Arrival: ", rng.choice(["stretcher from ED", "wheelchair", "transfer from PACU",
                                                                 "direct admit from clinic"]))
    d.ln("Attending: ", c.staff(c.cons), "   Primary RN: ", c.staff(c.nurses[0], "full_cred"))
    d.ln("Insurance: ", (c.insurer, "ORGANIZATION"), "  Member ID: ", (c.member, "HEALTHPLAN"), "  Group #: ",
         (c.group, "HEALTHPLAN"))
    if c.age >= 65 or rng.random() < 0.3:
        d.ln("Secondary: Medicare  MBI ", (c.mbi, "HEALTHPLAN"))
    if rng.random() < 0.6:
        d.ln("SSN: ", (c.ssn, "SSN"), "   (verified w/ registration)")
    if rng.random() < 0.4:
        d.ln("Patient ID: palm-vein scan enrolled at registration, biometric ID ", (c.bio, "BIOID"))
    d.ln("")
    d.ln("Chief complaint / admitting dx: ", K.dx(c))
    d.ln("History: ", K.pmh(rng))
    d.ln("Allergies: ", rng.choice(C.ALLERGIES))
    d.ln("Home meds (reconciled w/ ", (c.pharmacy, "HOSPITAL"), "): " + "; ".join(K.meds(rng, 4)))
    d.ln("")
    d.ln("PSYCHOSOCIAL")
    K.social(d, c)
    K.nok_line(d, c, "Emergency contact: ")
    K.gp_line(d, c)
    if rng.random() < 0.5:
        d.ln("Advance directive: ", rng.choice(["Full code", "DNR/DNI"]), ", HCPOA is ", c.nokn("full"))
    d.ln("")
    o = C.Obs(rng, 0)
    sc = C.scores(rng)
    d.ln("ADMISSION VS: ", o.line(1))
    d.ln("Braden %d  Morse %d  Pain %d/10  Glasgow Coma Scale 15" % (sc["braden"], sc["morse"], o.pain))
    _devices(d, c)
    _property(d, c)
    if rng.random() < 0.35:
        d.ln("Portal: patient enrolled in ", (H.url(rng, "myhealth"), "URL"), ", proxy access for ", c.nokn("first"))
    d.ln("")
    d.ln("Electronically signed by ", c.sig(c.nurses[0], True), " ", c.today(), " ", K.tm(rng))
    K.export_footer(d, c, c.nurses[0])
    return d


def admission_narrative(c):
    rng = c.rng
    d = Doc()
    d.ln(rng.choice(["Nursing admission note", "NURSING ADMISSION", "Admission - nursing", "Adm assessment (nursing)"]),
         " - ", K.ward(c), ", ", c.today())
    d.add(c.pn("full"), ", ", c.age_p(rng.choice([0, 1, 2, 5])), ", ")
    d.add(rng.choice(["admitted from ED", "transferred up from AMU", "admitted via GP", "arrived from theatre recovery"] if not c.us else
                     ["admitted from ED", "transferred from PACU", "direct admit from clinic", "arrived from cath lab"]),
          " at " + K.tm(rng) + " to ", c.bed_p(), " with " + K.dx(c) + ". ")
    if rng.random() < 0.5:
        d.add("Transferred from ", (c.hosp2, "HOSPITAL"), " for specialist care. ")
    d.add("PMH " + K.pmh(rng) + ". ")
    d.add("Allergic to " + rng.choice(C.ALLERGIES) + ".\n")
    d.add(c.pn("title"), " lives ", rng.choice(["alone", "with " + c.nok_rel]), " at ", c.addr.pieces(rng), ". ")
    if c.retired:
        d.add(rng.choice(["Retired ", "Former "]), (c.prof, "PROFESSION"), ". ")
    else:
        d.add("Works as " + K.an(c.prof), (c.prof, "PROFESSION"), " for ", (c.employer, "ORGANIZATION"), ". ")
    d.add("NOK is " + c.nok_rel + " ", c.nokn("full"), ", contactable on ", (c.nok_phone, "PHONE"), ". ")
    if rng.random() < 0.5:
        d.add(c.fam2_rel.capitalize() + " ", (c.fam2.form("first"), "FAMILY"), " also visits and is " + K.an(c.nok_prof),
              (c.nok_prof, "PROFESSION"), ". ")
    if rng.random() < 0.4:
        d.add("Originally from ", art(c.born, "COUNTRY"), ", moved here in ", c.d(K.days(c, -rng.randint(3000, 15000)), "year"), ". ")
    d.add("\n")
    o = C.Obs(rng, rng.choice([0, 0, 1]))
    d.add("On arrival " + o.line(rng.randrange(3)) + ". ")
    d.add(" ".join(K.filler(rng, 3, c)) + "\n")
    if c.us:
        d.add("Insurance verified (", (c.insurer, "ORGANIZATION"), " #", (c.member, "HEALTHPLAN"), "). ")
    else:
        d.add("NHS no ", (c.nhs, "MRN"), " checked against wristband. ")
    if rng.random() < 0.5:
        _devices(d, c)
    else:
        d.add("\n")
    _property(d, c)
    if rng.random() < 0.3:
        d.ln("Orientated to ward and call bell. Leaflet given, also online at ", (H.url(rng, "ward-info"), "URL"))
    else:
        d.ln("Orientated to ward and call bell. ", rng.choice(["Welcome pack given.", "Visiting times explained.",
                                                                "Falls leaflet given."]))
    d.ln(c.sig(c.nurses[0], rng.random() < 0.5))
    return d


def admission(rng, country):
    c = Case(rng, country)
    c.day = c.adm + H.dt.timedelta(days=rng.choice([0, 0, 0, 1]))
    k = rng.randrange(3)
    if k == 0:
        return c, (admission_uk_form(c) if country == "UK" else admission_us_flowsheet(c))
    if k == 1:
        return c, admission_narrative(c)
    return c, (admission_us_flowsheet(c) if country == "US" else admission_uk_form(c))


# ------------------------------------------------------------------ SBAR
def _sbar_one(d, c, rng, full=True):
    o = C.Obs(rng, rng.choice([0, 0, 1, 1, 2]))
    d.ln("S: ", c.pn(), ", ", c.age_p(rng.choice([0, 1, 4])), ", ", c.bed_p(), ". Admitted ", c.d(c.adm, c.dshort),
         " with " + K.dx(c) + ". NEWS2 now %d." % o.news)
    d.add("B: PMH " + K.pmh(rng, 3) + ". " + rng.choice(["Lives with ", "NOK "]) + c.nok_rel + " ")
    d.add(c.nokn("first"), ". " + rng.choice(["DNACPR in place.", "For full escalation.", "ReSPECT form completed."] if not c.us else
                                              ["Full code.", "DNR/DNI.", "POLST on chart.", "Full code."]))
    if rng.random() < 0.4:
        d.add(" IV " + rng.choice(["co-amoxiclav", "tazocin", "ceftriaxone", "vancomycin"]) + " ", c.d(c.adm, c.dshort), "-",
              c.d(K.days(c, rng.randint(2, 5)), c.dshort), ".")
    d.add("\n")
    d.ln("A: " + o.line(rng.randrange(3)) + ". " + " ".join(K.filler(rng, 2, c)))
    if full and rng.random() < 0.5:
        d.ln("   Infusion via pump SN ", (H.device_sn(rng, "pump"), "DEVICE"), ", line re-primed " + K.tm(rng) + ".")
    r = ["R: " + rng.choice(["repeat obs 2-hourly", "obs 4-hourly", "hourly obs", "neuro obs 1-hourly"])]
    what = rng.choice(["blood cultures", "CRP/U&E", "MSU", "troponin", "CT head report", "CXR report"])
    if what.endswith("report"):
        d.add(r[0], ", chase " + what + " (accession ", (H.idnum(rng, "xray"), "IDNUM"), ")")
    else:
        d.add(r[0], ", chase " + what + " (sample ", (H.idnum(rng, "specimen"), "IDNUM"), ")")
    d.add(", review by ", c.staff(rng.choice([c.reg, c.jr])), rng.choice([" on PTWR", " this evening", " if NEWS >= 5"]))
    if rng.random() < 0.6:
        d.add("; ring ", c.nokn("first"), " on ", (c.nok_phone, "PHONE"), " with update")
    d.add(".\n")


def sbar_single(c):
    rng = c.rng
    d = Doc()
    shift = rng.choice(["day -> night", "night -> day", "LD -> night", "early -> late"])
    d.ln("SBAR HANDOVER | ", K.ward(c), " | ", c.today(rng.choice([c.ds, "wd_us" if c.us else "wd_uk"])), " (" + shift + ")")
    d.ln("")
    _sbar_one(d, c, rng)
    d.ln("")
    d.ln("Handed over by: ", c.staff(c.nurses[0], "full_cred"), "   Received by: ", c.staff(c.nurses[1], "full_cred"),
         "   Time: " + K.tm(rng, 7, 8 if rng.random() < 0.5 else 20))
    if rng.random() < 0.4:
        d.ln("Nurse in charge: ", c.staff(c.nurses[2], "first"), " (pager " if c.us else " (bleep ", (H.bleep(rng, c.c), "PHONE"), ")")
    return d


def sbar_bay(c):
    """A bay handover sheet covering several patients."""
    rng = c.rng
    d = Doc()
    d.ln(rng.choice(["Bay handover", "NURSING HANDOVER SHEET", "Handover - ", "Safety brief + handover "]), " ", K.ward(c),
         " bay " if not c.us else " pod ", (c.room if not c.us else rng.choice("ABCD"), "LOCATION_OTHER"), " ", c.today())
    d.ln("Charge RN: " if c.us else "NIC: ", c.staff(c.nurses[2], "full"), "  Pod RN: " if c.us else "  Bay nurse: ",
         c.staff(c.nurses[0], "first"), "  PCT: " if c.us else "  HCA: ", c.staff(c.hcas[0], "first"))
    d.ln("=" * 60)
    n = rng.randint(3, 5)
    cases = [c] + [Case(rng, c.c, c.spec) for _ in range(n - 1)]
    for x in cases:
        x.ward = c.ward
        x.ds = c.ds
        o = C.Obs(rng, rng.choice([0, 0, 1]))
        if rng.random() < 0.5:
            d.ln(x.bed_code(), "  ", (x.pt.form(rng.choice(["LFi", "LAST", "lf"])), "PATIENT"), "  ",
                 (str(x.age), "AGE"), x.pt.sex, "  " + K.dx(x))
            d.ln("   NEWS %d | %s | EDD " % (o.news, rng.choice(["FFD", "MFFD", "awaiting POC", "CHC checklist"])),
                 x.d(K.days(x, rng.randint(1, 6)), x.dshort), " | " + rng.choice(C.NURSING_BITS))
            if rng.random() < 0.5:
                d.ln("   Fam: " + x.nok_rel + " ", x.nokn("first"), " ", (x.nok_phone, "PHONE"), " - " + rng.choice(
                    ["wants call after WR", "LPA health & welfare", "visiting pm", "not to be called at night"]))
        else:
            _sbar_one(d, x, rng, full=False)
        d.ln("-" * 60)
    d.ln("Handover given ", K.tm(rng, 19, 20), " by ", c.staff(c.nurses[0], "fi_last"), " to ", c.staff(c.nurses[3], "fi_last"))
    return d


def sbar_phone(c):
    """SBAR used to escalate by phone to a doctor, documented afterwards."""
    rng = c.rng
    d = Doc()
    d.ln(c.today(), " " + K.tm(rng) + " SBAR call to ", c.staff(c.jr), " (", "pager" if c.us else "bleep", " ",
         (H.bleep(rng, c.c), "PHONE"), ")")
    o = C.Obs(rng, 1)
    d.ln("Situation: calling about ", c.pn("title"), ", ", c.age_p(rng.choice([0, 1])), " in ", c.bed_p(), ", ", K.ward(c),
         ". NEWS2 risen to %d." % o.news)
    d.ln("Background: admitted ", c.d(c.adm), " with " + K.dx(c) + "; PMH " + K.pmh(rng, 3) + ".")
    d.ln("Assessment: " + o.line(0) + ". " + rng.choice(["Looks unwell, clammy.", "More drowsy than baseline per daughter.",
                                                         "New O2 requirement.", "UO <0.5 mL/kg/hr for 4 hrs."]))
    if rng.random() < 0.5:
        d.ln("Recommendation: please review within 30 min; ECG done and uploaded (ref ", (H.idnum(rng, "ecg"), "IDNUM"), ").")
    else:
        d.ln("Recommendation: please review within 30 min; " + rng.choice(["?sepsis - cultures taken.", "VBG taken.",
                                                                          "fluid challenge 250 mL given."]))
    d.ln("Read back and agreed. Dr to attend. ", c.sig(c.nurses[0]))
    return d


def sbar(rng, country):
    c = Case(rng, country)
    k = rng.randrange(4)
    if k == 0:
        return c, sbar_single(c)
    if k == 1 or k == 3:
        return c, sbar_bay(c)
    return c, sbar_phone(c)
