"""Genres: inpatient hospice admission, end-of-life care plan, notification/verification of death."""
import datetime

import pools_clin as PC
import pools_places as PP


def _kv(d, key, width, sep=": "):
    d.t(key + sep + " " * max(0, width - len(key)))


def _nat_ids(c, d, pt, w):
    """National identifiers: NHS/NHI as MRN, entitlement numbers as HEALTHPLAN, welfare numbers as SSN."""
    if pt.nid:
        _kv(d, "NHS number" if c.c == "UK" else "NHI", w)
        d.p(pt.nid, "MRN").nl()
    if c.c == "AU" or c.p(0.4):
        lab, hp = c.healthplan()
        _kv(d, lab[0].upper() + lab[1:], w)
        d.p(hp, "HEALTHPLAN")
        if lab == "Medicare":
            d.t("  IRN %d  exp %02d/%d" % (c.ri(1, 5), c.ri(1, 12), c.base.year + c.ri(0, 4)))
        elif lab == "member no.":
            d.t(" (").p(c.ch(PP.INSURERS[c.c]), "ORGANIZATION").t(")")
        d.nl()
    if c.p(0.55):
        lab, ssn = c.ssn()
        _kv(d, lab, w)
        d.p(ssn, "SSN").nl()


def hospice_adm(c, d):
    pt = c.patient(38, 99)
    hs = c.hospice()
    a = c.address()
    gp = c.staff("gp", fresh=True)
    dr = c.staff("cons", fresh=True)
    rn = c.staff("rn", fresh=True)
    dx = c.dx(pt)
    w = c.ch([18, 20, 22])
    langs = {"AU": ["English", "English", "Greek", "Italian", "Vietnamese", "Arabic", "Cantonese"],
             "NZ": ["English", "English", "Te Reo Maori", "Samoan", "Tongan", "Mandarin"],
             "UK": ["English", "English", "Welsh", "Punjabi", "Urdu", "Polish", "Gaelic"]}[c.c]
    d.seg([(hs, "HOSPITAL")]).t(" - " + c.ch(["INPATIENT ADMISSION", "Admission assessment (IPU)", "IPU ADMISSION FORM"]) + "\n")
    d.t("Hospice ID: ").p(c.ch(["HS", "H", "P"]) + c.digits(6), "MRN").t("    Episode: ").p(c.account(), "ACCOUNT").t("\n\n")
    _kv(d, "Admission date", w)
    d.seg(c.dt(c.base, c.ch([None, "wd_full"]))).t(" " + c.time()).nl()
    _kv(d, "Admitted from", w)
    src = c.ch([c.hosp, c.hospital(), "home"])
    if src == "home":
        d.t("home (community palliative care)")
    else:
        d.p(src, "HOSPITAL").t(c.ch([" - ", ", "])).p(c.ch(PP.WARDS[c.c]), "HOSPITAL")
    if c.p(0.4):
        d.t(" via ").p(c.ch(PP.TRANSPORT[c.c]), "ORGANIZATION")
    d.nl()
    _kv(d, "Admitting team", w)
    d.seg(c.doc(dr, c.ch(["dr_l", "dr_fl"]))).t(" / ").seg(c.doc(rn, c.ch(["fl_cred", "fl"]))).nl()
    d.t("\nDEMOGRAPHICS\n")
    _kv(d, "Surname", w)
    d.p(pt.last.upper(), "PATIENT").nl()
    _kv(d, "Given names", w)
    d.p(pt.first + ((" " + pt.middle) if pt.middle else ""), "PATIENT").nl()
    if pt.nick or c.p(0.2):
        _kv(d, "Preferred name", w)
        d.p(pt.nick or pt.first, "PATIENT").nl()
    _kv(d, "DOB", w)
    d.seg(c.dt(pt.dob, c.ch([None, "dmy4"]))).t("   Age: ").seg(c.age(pt.age, None, "bare")).t("   Sex: " + pt.sex).nl()
    _kv(d, "Address", w)
    segs = c.addr_segs(a, c.ch(["line", "upper"]))
    d.seg(segs).nl()
    _kv(d, "Phone", w)
    d.p(c.phone("land"), "PHONE").t("   Mobile: ").p(c.phone("mob"), "PHONE").nl()
    if c.p(0.4):
        _kv(d, "Email", w)
        d.p(c.email(pt), "EMAIL").nl()
    _kv(d, "Country of birth", w)
    if c.p(0.5):
        d.p(c.country(), "COUNTRY")
    else:
        d.p(PP.HOME_COUNTRY[c.c], "COUNTRY")
    d.t("   Language: " + c.ch(langs))
    d.t("   Interpreter: " + c.ch(["N", "Y", "N"])).nl()
    _kv(d, "Occupation", w)
    d.t(c.ch(["retired ", "", "former ", "ex-"])).p(c.profession(), "PROFESSION")
    if c.p(0.3):
        d.t(" (").p(c.ch(PP.EMPLOYERS[c.c]), "ORGANIZATION").t(")")
    d.nl()
    _kv(d, "Religion", w)
    d.t(c.ch(["Catholic", "Anglican", "none", "Greek Orthodox", "Muslim", "Sikh", "Presbyterian", "Buddhist"]))
    if c.p(0.4):
        d.t(" - ").p(c.ch(PP.CHURCHES[c.c]), "ORGANIZATION")
    d.nl()
    _kv(d, "Hospital UR", w)
    d.p(pt.mrn, "MRN").t(" (").p(c.hosp, "HOSPITAL").t(")").nl()
    _nat_ids(c, d, pt, w)
    nok = c.family(pt)
    _kv(d, "NOK 1", w)
    d.seg(c.fam(nok, c.ch(["fl", "tfl"]))).t(" (" + nok.extra["rel"] + ") ").p(c.phone(), "PHONE").nl()
    if c.p(0.6):
        nok2 = c.family(pt)
        _kv(d, "NOK 2", w)
        d.seg(c.fam(nok2, "fl")).t(" (" + nok2.extra["rel"] + ") ").p(c.phone("mob"), "PHONE")
        if c.p(0.4):
            d.t(" lives ").p(c.country(), "COUNTRY")
        d.nl()
    _kv(d, c.ch({"AU": ["Enduring guardian", "EPOA", "Substitute decision-maker"],
                 "NZ": ["EPA (personal care/welfare)", "Welfare guardian"],
                 "UK": ["LPA (health & welfare)", "Lasting power of attorney", "IMCA"]}[c.c]), w)
    d.seg(c.fam(nok, "fl") if c.p(0.6) else [("none appointed", None)]).nl()
    _kv(d, "GP", w)
    d.seg(c.doc(gp, c.ch(["dr_l", "dr_fl"]))).t(", ").p(c.gp_practice(), "HOSPITAL").t("  ph ").p(c.phone("land"), "PHONE")
    d.t("  fax ").p(c.fax(), "FAX").nl()
    if c.p(0.35):
        _kv(d, "Parking permit", w)
        d.t("vehicle ").p(c.vehicle(), "VEHICLE").t(" (" + nok.extra["rel"] + ")").nl()
    if c.p(0.25):
        _kv(d, "Family portal", w)
        d.p(c.url("portal"), "URL").nl()
    _kv(d, "Advance care plan", w)
    d.t(c.ch(["yes, dated ", "ACD completed ", "Goals of care form "])).seg(c.dt(c.base - datetime.timedelta(days=c.ri(20, 900))))
    d.t(c.ch(["; not for CPR", "; copy on file", "; Respect form", ""])).nl()
    d.t("\nCLINICAL\n")
    d.t("Diagnosis: " + dx[1] + " (" + dx[0] + "). Last SACT: " + c.ch(dx[2]) + " ")
    d.seg(c.dt(c.base - datetime.timedelta(days=c.ri(14, 200)), c.ch(["mon_y", "month_y", None]))).t(".\n")
    d.t("Reason for admission: " + c.ch(["symptom management", "terminal care", "respite", "carer breakdown", "pain crisis"]) + "\n")
    d.t("Function: " + "; ".join(c.r.sample(PC.PALL_SCORES, 2)) + "; " + c.eponym(dx) + "\n")
    d.t("Meds on admission: " + "; ".join(c.r.sample(PC.PRN_MEDS, 2)) + "\n")
    d.t("Devices: " + c.ch(["IDC", "PleurX drain", "PICC", "nil", "stoma", "nephrostomy L"]))
    if c.p(0.25):
        d.t("; pacemaker SN ").p(c.ch(["PJN", "RNE", "MDT"]) + c.digits(6), "DEVICE")
        d.t(c.ch([" (deactivation discussed)", " - ICD therapies OFF", ""]))
    d.nl()
    d.t("Room: ").p(c.ch([str(c.ri(1, 20)), str(c.ri(1, 20)) + c.ch("AB")]), "LOCATION_OTHER")
    d.t(c.ch(["", " (garden view)", " (single, family bed)"]) + "\n")
    d.t("\nAdmitting RN: ").seg(c.doc(rn, c.ch(["fl_cred", "fl"])))
    if c.p(0.4):
        lab, lic = c.license("nurse")
        d.t("  " + lab + " ").p(lic, "LICENSE")
    d.nl()


def eol_plan(c, d):
    pt = c.patient(40, 100)
    he_his = "his" if pt.sex == "M" else "her"
    place = c.ch([c.hosp, c.hospice(), c.hospice()])
    dr = c.staff("cons", fresh=True)
    rn = c.staff("rn", fresh=True)
    fam = [c.family(pt) for _ in range(c.ri(1, 3))]
    numbered = c.p(0.5)
    d.t(c.ch(["CARE OF THE DYING PERSON - INDIVIDUALISED PLAN", "End-of-life care plan (last days of life)",
              "Care Plan for the Last Days of Life"]) + "\n")
    d.seg([(place, "HOSPITAL")]).t(c.ch([" | ", " - "])).t("Room ").p(str(c.ri(1, 24)), "LOCATION_OTHER").t("\n")
    d.t("Patient: ").seg(c.pt(pt, c.ch(["LFU", "LF", "fl"]))).t("  ").t(c.ch(["UR ", "MRN ", "ID "])).p(pt.mrn, "MRN")
    d.t("  DOB ").seg(c.dt(pt.dob)).t("\n\n")
    secs = []

    def sec(title):
        secs.append(title)
        if numbered:
            d.t("%d. %s\n" % (len(secs), title))
        else:
            d.t(title.upper() + "\n")

    sec("Recognition of dying")
    d.t("Agreed ").seg(c.dt(c.base)).t(" " + c.time() + " by ").seg(c.doc(dr, c.ch(["dr_l", "dr_fl"])))
    d.t(" and ").seg(c.doc(rn, c.ch(["fl_cred", "fl"]))).t(". Signs: " + ", ".join(c.r.sample(
        ["bedbound", "unable to take oral meds", "mottling", "Cheyne-Stokes breathing", "reduced GCS 9", "oliguria",
         "sips only", "AKPS 10%", "RASS -3"], 3)) + ".\n\n")
    sec("Communication")
    for f in fam:
        d.t("- " + f.extra["rel"] + " ").seg(c.fam(f, c.ch(["fl", "f", "tfl"])))
        k = c.ri(0, 3)
        if k == 0:
            d.t(" in person ").seg(c.dt(c.base, c.ch(["dm", None]))).t("; understands " + he_his + " " + c.ch(["dad", "mum", "partner", "relative"]) + " is dying")
        elif k == 1:
            d.t(" by phone on ").p(c.phone(), "PHONE").t("; wishes to be called at any hour")
        elif k == 2:
            d.t(" (video from ").p(c.country(), "COUNTRY").t(" via ").p(c.url("vc"), "URL").t(")")
        else:
            d.t(" - ").p(c.email(f), "EMAIL").t(" for updates")
        d.nl()
    d.t("Patient aware: " + c.ch(["yes", "partially", "no - drowsy"]) + ". Resus: NFR form signed ").seg(c.dt(c.day(-30, 0))).t(".\n\n")
    sec("Symptom control - anticipatory medicines")
    for m in c.r.sample(PC.PRN_MEDS, c.ri(3, 5)):
        d.t("  * " + m + "\n")
    d.t("CSCI: " + c.ch(["not required yet", "commenced - see chart", "morphine 10 mg + midazolam 10 mg/24 h"]))
    if c.p(0.4):
        d.t(" (T34 SN ").p(c.device("sd"), "DEVICE").t(")")
    d.t("\n\n")
    sec("Hydration, nutrition, care")
    d.t(c.ch(["Mouth care 2-hrly, lip balm.", "Sips as tolerated; SC fluids stopped after discussion.",
              "Reposition 4-hrly if comfortable; air mattress.", "Stop routine obs and BSL."]) + " " +
        c.ch(["IDC in situ.", "Pads.", "Bowels last open 3 days ago."]) + "\n\n")
    sec("Spiritual and cultural needs")
    k = c.ri(0, 3) if c.c == "NZ" else c.ri(1, 3)
    if k == 0:
        d.t("Karakia by whanau; tangihanga planned at ").p(c.ch(["Te Kani Marae", "Ngā Hau e Whā Marae", "Kaiwhare Marae"]), "LOCATION_OTHER")
    elif k == 1:
        d.t("Chaplain ").seg(c.doc(c.staff("cns"), c.ch(["fl", "l"]))).t(" visited; last rites requested from ").p(c.ch(PP.CHURCHES[c.c]), "ORGANIZATION")
    elif k == 2:
        d.t("Family will wash and prepare the body; faith leader from ").p(c.ch(PP.CHURCHES[c.c]), "ORGANIZATION").t(" contacted")
    else:
        d.t("No specific needs; music (" + c.ch(["Elvis", "hymns", "Beethoven", "Fleetwood Mac"]) + ") at bedside")
    d.t(".\n\n")
    sec("Preferred place of death")
    if c.p(0.4):
        a = c.address()
        d.t("Home - ").seg(c.addr_segs(a)).t(". Rapid discharge pathway if stable; ")
        d.t("equipment via ").p(c.ch(PP.TRANSPORT[c.c]), "ORGANIZATION").t(".\n\n")
    else:
        opener = c.ch(["Here (", "Current location (", "Stay at "])
        d.t(opener).p(place, "HOSPITAL").t((")" if opener.endswith("(") else "") + "; family agree.\n\n")
    sec("After death")
    d.t("Funeral director: ").p(c.ch(PP.FUNERAL[c.c]), "ORGANIZATION").t(" ").p(c.phone("land"), "PHONE")
    d.t(c.ch(["; coroner not required", "; reportable death? - no", "; cremation forms needed", "; ME review"]))
    d.t(". Notify GP ").seg(c.doc(c.staff("gp"), c.ch(["dr_l", "dr_fl"]))).t(" (fax ").p(c.fax(), "FAX").t(").\n\n")
    d.t("Plan reviewed: ").seg(c.dt(c.day(1, 2))).t(" | Signed ").seg(c.doc(dr, c.ch(["dr_fl", "dr_l"])))
    if c.p(0.5):
        lab, lic = c.license("reg")
        d.t(" (" + lab + " ").p(lic, "LICENSE").t(")")
    d.t(" pager ").p(c.phone("pager"), "PHONE").t("\n")


def death_notice(c, d):
    pt = c.patient(35, 101)
    place = c.ch([c.hospice(), c.hosp, c.hospice()])
    gp = c.staff("gp", fresh=True)
    rn = c.staff("rn", fresh=True)
    dr = c.staff("cons", fresh=True)
    dod = c.day(-2, 0)
    a = c.address()
    d.t(c.ch(["NOTIFICATION OF DEATH", "Verification of death and GP notification", "Death notification - bereavement service"]) + "\n")
    d.t("From: ").seg([(place, "HOSPITAL")]).t("  tel ").p(c.phone("land"), "PHONE").t("  fax ").p(c.fax(), "FAX").t("\n")
    d.t("To: ").seg(c.doc(gp, c.ch(["dr_fl", "dr_l"]))).t(", ").p(c.gp_practice(), "HOSPITAL")
    d.t(c.ch([" by fax ", " via secure e-mail "]))
    if d.buf[-1].endswith("fax "):
        d.p(c.fax(), "FAX")
    else:
        d.p(c.email(None, "practice"), "EMAIL")
    d.t("\nSent: ").seg(c.dt(c.base)).t(" " + c.time() + "\n\n")
    d.t("We are sorry to inform you of the death of your patient:\n")
    d.t("  ").seg(c.pt(pt, c.ch(["LFU", "tfl", "fml"]))).t(", DOB ").seg(c.dt(pt.dob)).t(" (").seg(c.age(pt.age, None, "bare")).t(")\n")
    d.t("  " + c.ch(["MRN ", "UR ", "Hosp no "])).p(pt.mrn, "MRN")
    if pt.nid:
        d.t("  " + ("NHS " if c.c == "UK" else "NHI ")).p(pt.nid, "MRN")
    d.t("\n  Address: ").seg(c.addr_segs(a)).t("\n\n")
    d.t("Date of death: ").seg(c.dt(dod, c.ch([None, "wd_full"]))).t("   Time: " + c.time() + "\n")
    d.t("Place: ").p(place, "HOSPITAL").t(c.ch([", room ", ", bed "])).p(str(c.ri(1, 30)), "LOCATION_OTHER").t("\n")
    d.t("Verified by: ").seg(c.doc(rn, c.ch(["fl_cred", "fl"])))
    lab, lic = c.license("nurse")
    d.t(" (" + lab + " ").p(lic, "LICENSE").t(") - no central pulse or heart sounds x 1 min, no respiratory effort, pupils fixed.\n")
    present = [c.family(pt) for _ in range(c.ri(0, 2))]
    if present:
        d.t("Present: ")
        for i, f in enumerate(present):
            if i:
                d.t(" and ")
            d.t(f.extra["rel"] + " ").seg(c.fam(f, c.ch(["fl", "f"])))
        d.t("\n")
    d.t("Cause of death: 1a " + c.dx(pt)[1] + (" 1b " + c.ch(["liver failure", "bronchopneumonia", "malignant cachexia"]) if c.p(0.5) else "") + "\n")
    lab2, lic2 = c.license("reg")
    d.t(c.ch(["MCCD", "Death certificate", "MCCD/BDM"]) + " completed by ").seg(c.doc(dr, c.ch(["dr_l", "dr_fl"])))
    d.t(" (" + lab2 + " ").p(lic2, "LICENSE").t(")")
    if c.p(0.5):
        d.t(", certificate no. ").p(c.ch(["MCCD ", "DC-", "C"]) + c.digits(7), "LICENSE")
    d.t(". " + c.ch(["Not reportable to coroner.", "Medical examiner scrutiny complete.", "Cremation form 4 done."]) + "\n")
    if c.p(0.35):
        d.t("Implanted device: " + c.ch(["pacemaker", "ICD", "intrathecal pump"]) + " SN ").p(c.ch(["PJN", "SJM", "IT"]) + c.digits(6), "DEVICE")
        d.t(c.ch([" - explanted by FD", " - deactivated prior", " - FD informed"]) + "\n")
    d.t("Funeral director: ").p(c.ch(PP.FUNERAL[c.c]), "ORGANIZATION").t("\n")
    if c.p(0.45):
        lab, ssn = c.ssn()
        agency = {"UK": "DWP (Tell Us Once)", "AU": "Services Australia", "NZ": "Work and Income"}[c.c]
        d.t(agency + " notified; " + lab + " ").p(ssn, "SSN").t("\n")
    if c.p(0.5):
        d.t("Equipment to collect from home: hospital bed asset ").p(c.device("asset"), "DEVICE").t(", T34 ").p(c.device("sd"), "DEVICE").t("\n")
    d.t("\nPlease cancel outstanding appointments at ").p(c.hosp, "HOSPITAL").t(c.ch([" (oncology clinic, radiology)", "", " incl. day unit"]) + ".\n")
    if present or c.p(0.5):
        f = present[0] if present else c.family(pt)
        d.t("Bereavement follow-up: " + f.extra["rel"] + " ").seg(c.fam(f, "f")).t(" prefers ")
        if c.p(0.5):
            d.t("a phone call (").p(c.phone("mob"), "PHONE").t(")")
        else:
            d.t("a letter to ").seg(c.addr_segs(c.address() if c.p(0.4) else a, "short"))
        d.t(". Support info: ").p(c.url("info"), "URL").t("\n")
    d.t("\n").seg(c.doc(c.staff("cns"), c.ch(["fl_cred", "fl"]))).t(" for the " + c.ch(["palliative care team", "bereavement service", "IPU"]) + "\n")
