"""Genres: phototherapy treatment record, TB screening and blood
monitoring log, homecare delivery record."""

import datetime as dt

import clinical as CL
import pools_places as PP
from blocks import pt, doc, fam, addr, ids, contact, vals
from ctx import make_person
from core import pick, chance, digits, letters, an, cap

CABINETS = ["Waldmann UV 7001K", "Waldmann UV 1000L (hand/foot)", "Daavlin Spectra 311/7",
            "UV-Med TL01 whole-body cabinet", "Philips TL01 100W/01 cabinet", "Dermalight 80 (home unit)"]


def _staff(b, c, n):
    return [make_person(b.rng, c.c, middle_p=0) for _ in range(n)]


def g_photo(b, c):
    r = b.rng
    v = vals(c)
    puva = chance(r, 0.22)
    home = (not puva) and chance(r, 0.18)
    fitz = pick(r, CL.FITZ[:6])
    staff = _staff(b, c, 3)
    start = c.visit
    if puva:
        title = pick(r, ["HAND & FOOT PUVA SOAK RECORD", "Topical (soak) PUVA Treatment Record"])
    elif home:
        title = "HOME NB-UVB PHOTOTHERAPY - LOAN & TREATMENT RECORD"
    else:
        title = pick(r, ["NARROWBAND UVB PHOTOTHERAPY TREATMENT RECORD", "NB-UVB Phototherapy Record",
                         "Phototherapy Treatment Chart - TL-01"])
    b.t(title + "\n")
    b.p(c.hosp, "HOSPITAL").t(" - Phototherapy Unit, ").p(c.building, "LOCATION_OTHER")
    b.t(", Level %d\nUnit tel: " % r.randrange(1, 5)).p(c.dept_phone, "PHONE").t("\n\n")
    b.t("Patient: ")
    pt(b, c, pick(r, ["LF", "full", "mi"]))
    b.t("   Age: ").p(str(c.age), "AGE").t("\n")
    ids(b, c, with_hp=False)
    b.t("\n")
    if home or chance(r, 0.5):
        addr(b, c, "pt")
        b.t("\n")
    b.t("Tel: ").p(c.mobile, "PHONE").t("\n")
    if not home and chance(r, 0.35):
        b.t("Self check-in kiosk: palm-vein template ").p("PV-" + digits(r, 6), "BIOID").t(" enrolled ")
        b.p(c.d(c.before(2, 30)), "DATE").t("\n")
    b.t("Prescribing consultant: ")
    doc(b, c.cons, "dr_full")
    b.t("   Referred by: ")
    doc(b, c.reg, pick(r, ["dr_last", "dr_init"]))
    dxp = pick(r, ["palmoplantar psoriasis", "palmoplantar pustulosis", "hyperkeratotic palmar psoriasis"]) if puva \
        else pick(r, CL.PHENOTYPES[:6])
    b.t("\nDiagnosis: %s   Fitzpatrick skin type %s\n" % (dxp, fitz))
    b.t("Photosensitising drugs checked: %s\n" % pick(r, [
        "none", "doxycycline stopped", "hydrochlorothiazide - discussed with %s" % c.gpw, "none; St John's wort stopped"]))
    dev = pick(r, CABINETS[-1:] if home else (CABINETS[1:2] if puva else CABINETS[:1] + CABINETS[2:5]))
    pref = {"Wa": "WL-", "Da": "DS311-", "UV": "UVM-", "Ph": "TL-", "De": "DL80-"}[dev[:2]]
    b.t("Equipment: %s, serial no. " % dev).p(pref + digits(r, 5) + pick(r, ["", "-B", "-K"]), "DEVICE")
    b.t("; UV meter S/N ").p("IL" + digits(r, 4) + "-" + digits(r, 5), "DEVICE")
    b.t(", calibration %s\n" % pick(r, ["in date", "checked this week", "due next quarter (Medical Physics)"]))
    if home:
        b.t("Home unit loaned ").p(c.d(start), "DATE").t(" - delivered by ")
        b.p(pick(r, PP.COURIER), "ORGANIZATION").t(", to be returned by ").p(c.d(c.after(90, 120)), "DATE").t("\n")
        b.t("Loan agreement signed by patient and ")
        b.f("{rel} ", v)
        fam(b, c, "full")
        b.t("\n")
    else:
        if chance(r, 0.55):
            b.t("Hospital parking permit issued - vehicle reg ").p(c.plate(), "VEHICLE")
            paren = chance(r, 0.5)
            b.t(" (" if paren else " - ").p(pick(r, ["P4 car park", "Car Park B", "Level 2 East deck", "P1 staff overflow"]), "LOCATION_OTHER")
            b.t(")\n" if paren else "\n")
    prior = r.randrange(0, 4)
    if prior:
        b.t("Previous courses: ")
        for i in range(prior):
            b.p(c.d(c.before(300 + 400 * i, 700 + 400 * i), "y"), "DATE")
            b.t(" (%d tx)%s" % (r.randrange(14, 33), "; " if i < prior - 1 else ""))
        b.t(". Lifetime NB-UVB exposures: %d\n" % r.randrange(30, 190))
    if puva:
        b.t("Regimen: 8-MOP 1.2 mg/L soak 15 min, UVA start 0.5 J/cm2, increase 0.5 J/cm2 to max 4 J/cm2, twice weekly\n")
        unit, dose, inc = "J/cm2", 0.5, 0.5
    else:
        med = pick(r, [None, 300, 400, 500, 700])
        if med:
            b.t("MED test ").p(c.d(c.before(3, 10)), "DATE").t(": MED %d mJ/cm2, start 70%% of MED\n" % med)
            dose = round(med * 0.7)
        else:
            dose = {"I": 130, "II": 220, "III": 260, "IV": 330, "V": 350, "VI": 400}[fitz]
            b.t("Starting dose by skin type: %d mJ/cm2; increments 20%% (10%% after dose 10)\n" % dose)
        unit, inc = "mJ/cm2", None
    b.t("Goggles/face shield: yes   Genital shielding: yes   Baseline PASI %.1f\n\n" % r.uniform(6, 22))
    b.t("Tx  Date          Rm  Dose (%s)  Cum   Erythema  Staff\n" % unit)
    d = start
    cum = 0.0
    n = r.randrange(8, 18)
    for i in range(1, n + 1):
        cum += dose / (1000.0 if unit == "mJ/cm2" else 1.0)
        ery = pick(r, [0, 0, 0, 0, 1]) if i > 3 else 0
        rs = "wds" if i == 1 and chance(r, 0.4) else (c.ds if c.ds in ("num", "iso", "dmy3") else "num")
        b.t("%-3d " % i).p(c.d(d, rs), "DATE")
        if home:
            b.t("  home")
        else:
            b.t("  ").p(str(r.randrange(1, 5)), "LOCATION_OTHER")
        b.t("   %-10s  %.2f  %d         " % (("%.1f" % dose) if unit == "J/cm2" else str(int(dose)), cum, ery))
        if home and chance(r, 0.7):
            b.t("self\n")
        else:
            b.p(pick(r, staff).initials(dots=False), "DOCTOR").t(" (tel)\n" if home else "\n")
        if ery and chance(r, 0.6):
            b.t("    ^ grade 1 erythema - dose held at next visit\n")
        elif unit == "mJ/cm2":
            dose = dose * (1.2 if i < 10 else 1.1)
        else:
            dose = min(4.0, dose + inc)
        d = d + dt.timedelta(days=pick(r, [2, 2, 3, 3, 4]) if not puva else pick(r, [3, 4]))
        d = c.wk(d)
        if chance(r, 0.07):
            b.t("    ").p(c.d(d, "dm"), "DATE").t(" DNA - ")
            b.t(pick(r, ["rang mobile, no answer", "unwell (URTI)", "childcare issues", "car broke down"]) + "\n")
            d = d + dt.timedelta(days=2)
    b.t("\nCourse status: %s\n" % pick(r, ["ongoing", "completed - clear", "completed - PASI 75",
                                          "stopped early - poor attendance", "stopped - polymorphic light eruption"]))
    b.t("Comments: ")
    if chance(r, 0.5):
        b.f("Works as {a_occ} {PROFESSION:occ}; sessions booked before shifts. ", v)
    b.t(pick(r, ["Bath PUVA not offered (waiting list). ", "Skin cancer risk leaflet given per %s. " % pick(r, CL.PHOTO_GUIDE),
                 "Uses Dovobet between sessions; advised not to apply before UV. ",
                 "Wood's lamp not required. "]))
    b.t("\nPhototherapy nurse: ").p(staff[0].full(), "DOCTOR").t(pick(r, [", RN", " RGN", ""]))
    b.t("   Supervising: ")
    doc(b, c.cons, "dr_last")
    b.t("\n")


def g_tblog(b, c):
    r = b.rng
    v = vals(c)
    bio = CL.biologic(r)
    br = pick(r, bio[1])
    start = c.before(200, 1400)
    staff = [c.cns] + _staff(b, c, 1)
    b.t(pick(r, ["BIOLOGIC MONITORING LOG - TB SCREENING & BLOODS", "Biologics Safety Monitoring Record",
                 "TB screening and blood monitoring log (Dermatology)"]) + "\n")
    b.p(c.hosp, "HOSPITAL").t("\n\n")
    b.t("Name: ")
    pt(b, c, pick(r, ["LF", "full"]))
    b.t("   Sex: %s   Age: " % v["sex"]).p(str(c.age), "AGE").t("\n")
    ids(b, c)
    b.t("\n%s: " % c.gpw)
    doc(b, c.gp, "dr_init")
    b.t(" (").p(c.gp_practice, "HOSPITAL").t(")   Pt mobile: ").p(c.mobile, "PHONE").t("\n")
    b.t("Drug: %s (%s) from " % (bio[0], br)).p(c.d(start), "DATE")
    b.t("   Schedule: FBC/U&E/LFT baseline, 3/12 then 6-monthly; annual TB symptom review\n\n")
    b.t("TB SCREENING\n")
    q1 = c.before(20, 60, start)
    pos = chance(r, 0.18)
    b.p(c.d(q1), "DATE")
    b.t("  QFT-Plus  %s  (TB1-Nil %.2f, TB2-Nil %.2f)  Acc " % (
        "POSITIVE" if pos else "negative", r.uniform(0.4, 3) if pos else r.uniform(0, 0.1),
        r.uniform(0.4, 3) if pos else r.uniform(0, 0.1)))
    b.p(pick(r, ["QF", "T", "24Q"]) + digits(r, 7), "IDNUM").t("  ")
    b.p(pick(r, staff).initials(dots=False), "DOCTOR").t("\n")
    b.p(c.d(c.after(1, 10, q1)), "DATE").t("  CXR  %s  Acc " % pick(r, ["clear lungs", "no active TB", "old calcified granuloma R apex"]))
    b.p("XR" + digits(r, 8), "IDNUM").t("\n")
    if pos:
        idp = make_person(r, c.c, middle_p=0)
        b.t("  -> LTBI. Referred to TB clinic, ")
        doc(b, idp, "dr_full")
        b.t(" (Infectious Diseases). 3HR started ").p(c.d(c.after(5, 20, q1)), "DATE")
        b.t(", completed ").p(c.d(c.after(95, 110, q1)), "DATE").t("; biologic started after 4 weeks of LTBI treatment per %s.\n" % pick(r, CL.GUIDE[c.c]))
    y = start
    while True:
        y = y + dt.timedelta(days=r.randrange(340, 390))
        if y > c.visit:
            break
        b.p(c.d(y), "DATE").t("  Annual TB symptom screen (cough, fever, night sweats, weight loss) - ")
        if chance(r, 0.25):
            b.t("negative; travelled to ").p(c.abroad, "COUNTRY").t(" for %d weeks  " % r.randrange(2, 9))
        else:
            b.t(pick(r, ["negative", "neg", "neg by phone"]) + "  ")
        b.p(pick(r, staff).initials(dots=False), "DOCTOR").t("\n")
    b.t("\nBLOODS\nDate          ")
    keys = sorted(CL.labs(r, c.c).keys(), key=lambda k: ["Hb", "WCC", "WBC", "Neut", "ANC", "Plt", "Creat", "Cr", "eGFR", "ALT", "CRP"].index(k))
    b.t("  ".join(keys) + "  Rev\n")
    d = c.before(5, 30, start)
    rows = r.randrange(4, 9)
    for i in range(rows):
        lab = CL.labs(r, c.c)
        b.p(c.d(d), "DATE").t("  " + "  ".join(lab[k].split(" ")[0] for k in keys) + "  ")
        b.p(pick(r, staff).initials(dots=False), "DOCTOR").t("\n")
        d = d + dt.timedelta(days=pick(r, [90, 120, 180, 182, 175]))
        if d > c.visit:
            break
    b.t("Units: %s\n" % ("Hb g/dL, Cr mg/dL" if c.c == "US" else "Hb g/L, Creat umol/L, WCC/Neut x10^9/L"))
    b.t("Lab: ")
    if chance(r, 0.5):
        b.p(c.lab, "ORGANIZATION")
    else:
        b.t("Pathology, ").p(c.hosp, "HOSPITAL")
    b.t("\n\nCOMMENTS / ACTIONS\n")
    b.p(c.d(c.before(10, 90)), "DATE").t(" ALT 3x ULN - ")
    hol = r.randrange(4)
    if hol == 0:
        b.t("alcohol over ").p(pick(r, ["Christmas", "New Year", "Easter", "the Christmas holidays"]).replace("the ", ""), "DATE")
    else:
        b.t(pick(r, ["started new statin", "no cause found", "recent viral illness"]))
    b.t("; rang pt on ").p(c.mobile, "PHONE")
    b.t(", repeat LFT in 2/52. ")
    b.p(pick(r, staff).initials(dots=False), "DOCTOR").t("\n")
    if chance(r, 0.5):
        b.p(c.d(c.before(1, 9)), "DATE").t(" Spoke to ")
        b.f("{rel} ", v)
        fam(b, c)
        b.t(" - pt at work (%s) - will get bloods at " % pick(r, ["night shift", "away", "on site"]))
        b.p(c.gp_practice, "HOSPITAL").t(". ")
        b.p(pick(r, staff).initials(dots=False), "DOCTOR").t("\n")
    b.t(CL.hard_neg_sentence(r) + "\n")
    b.t("\nLog maintained by: ").p(c.cns.full(), "DOCTOR").t(", Biologics CNS, %s " % c.bleepw).p("5" + "55" + digits(r, 1), "PHONE").t("\n")


def g_homecare(b, c):
    r = b.rng
    v = vals(c)
    bio = CL.biologic(r, exclude="infliximab")
    br = pick(r, bio[1])
    driver = make_person(r, c.c, middle_p=0)
    hnurse = make_person(r, c.c, sex="F", middle_p=0)
    ddate = c.visit
    b.p(c.homecare, "ORGANIZATION").t(" - " + pick(r, ["PROOF OF DELIVERY", "Delivery Record", "Delivery & Cold Chain Record"]) + "\n")
    b.t("Customer services ").p(c.make_phone(national=True), "PHONE").t("  |  ").p(
        pick(r, ["orders", "care", "patients"]) + "@" + pick(r, ["example.com", "example.net"]), "EMAIL").t("\n")
    b.t("Track: ").p(pick(r, ["https://track.example.com/", "www.example.net/delivery/"]) + digits(r, 10), "URL").t("\n\n")
    b.t("Patient ID: ").p(pick(r, ["HC", "PT", ""]) + digits(r, 7), "ACCOUNT")
    b.t("   Referring centre: ").p(c.hosp, "HOSPITAL").t("\n")
    b.t("Patient: ")
    pt(b, c, pick(r, ["titlefull", "LF", "full"]))
    b.t("   ")
    ids(b, c, with_hp=c.c in ("US", "IE"))
    b.t("\nDelivery address: ")
    work = chance(r, 0.2) and c.age < 66
    if work:
        b.t("c/o ").p(c.employer, "ORGANIZATION").t(", ").p(c.make_street(unit=False), "STREET").t(", ").p(c.city, "CITY").t("\n")
    else:
        addr(b, c, "pt")
        b.t("\n")
    contact(b, c)
    b.t("\nPrescriber: ")
    doc(b, c.cons, "dr_full")
    lab, val = c.lic()
    b.t(" (%s " % lab).p(val, "LICENSE").t(")   Rx ref: ").p("RX-" + digits(r, 6), "IDNUM")
    b.t("   PO: ").p(digits(r, 8), "IDNUM").t("\n\n")
    b.t("Items:\n  %s (%s) prefilled pen x %d - 28-day supply\n" % (br, bio[0], pick(r, [1, 2, 2, 4])))
    b.t("    Batch/Lot: ").p(letters(r, 1) + digits(r, 5) + pick(r, ["", "A", "B"]), "DEVICE")
    b.t("   Exp %02d/%d\n" % (r.randrange(1, 13), c.visit.year + r.randrange(1, 3)))
    b.t("  Sharps bin 1L x1, cool bag, alcohol swabs x4\n")
    b.t("Cold chain: data logger S/N ").p("TL-" + digits(r, 7), "DEVICE")
    b.t("  range %.1f-%.1f C, no excursion\n\n" % (r.uniform(2.0, 3.5), r.uniform(5.5, 7.8)))
    slot = r.randrange(2)
    b.t("Slot: ").p(c.d(ddate, pick(r, ["wd", c.ds])), "DATE").t(" %s\n" % pick(r, [["08:00-12:00", "AM"], ["12:00-16:00", "PM"]][slot]))
    b.t("Driver: ").p(driver.full(), "DOCTOR").t("   Vehicle reg: ").p(c.plate(), "VEHICLE")
    b.t("   Route ").p(letters(r, 2) + "-" + digits(r, 3), "IDNUM").t("\n")
    b.t("Delivered: ").p(c.d(ddate), "DATE").t(" %02d:%02d\n" % (r.randrange(8, 12) + 4 * slot, r.randrange(60)))
    b.t("Received by: ")
    if chance(r, 0.45):
        fam(b, c, "full")
        b.f(" ({rel})", v)
    else:
        pt(b, c, "full")
        b.t(" (patient)")
    b.t("\nIdentity check: ")
    k = r.randrange(3)
    if k == 0:
        b.t("fingerprint scan on handset, template ID ").p("FP-" + digits(r, 6), "BIOID")
    elif k == 1:
        b.t("photo ID - driving licence ").p(c.driving_licence(), "LICENSE")
    else:
        b.t("DOB and postcode confirmed verbally")
    b.t("\nFridge check: %d pen(s) in stock, fridge temp %d C. Stock to be rotated.\n" % (r.randrange(0, 3), r.randrange(2, 8)))
    b.t("Next delivery due: ").p(c.d(c.wk(c.after(24, 30))), "DATE").t("\n")
    if chance(r, 0.5):
        b.t("Nurse visit: ").p(hnurse.full(), "DOCTOR").t(pick(r, [", homecare nurse", " RN"]))
        b.t(" - injection technique reviewed ").p(c.d(c.after(3, 14)), "DATE").t("\n")
    b.t("\nNotes: ")
    b.t(pick(r, [
        "Please ring before delivery - dog on premises. ",
        "Side gate code given by patient - not recorded here. ",
        "Patient requested weekend deliveries; not available in area. ",
        "Left with %s as agreed. " % "named neighbour",
        "Previous delivery refused (out of fridge space). ",
    ]))
    if chance(r, 0.4):
        b.f("Pt away in {COUNTRY:abroad} from ", v)
        b.p(c.d(c.after(30, 60), "dm"), "DATE").t(" - hold delivery. ")
    if chance(r, 0.4):
        b.t("Alt. contact ")
        fam(b, c)
        b.t(" ").p(c.fam_phone, "PHONE").t(". ")
    b.t("\nRecorded by: ").p(pick(r, ["ops.", "cs.", ""]) + c.ascii(driver.first).lower() + digits(r, 2), "USERNAME").t("\n")
