"""Genres: photo-consent record, replant/transfer referral log (own), injury claim certificate (own)."""
from core import R, Note, pick, chance, digits, letters, sample
from ident import add_days, slug, private_ip
import pools_places as PL
from common import sp, pt_label, sig, random_time, agesex, interpreter, LANGS
from genres_a import bullets
from clinical_a import fing
import case as CS

CAMERAS = ["Nikon D7500 + 60 mm macro", "Canon EOS 90D, 100 mm macro, ring flash", "Sony A7 IV + 90 mm macro", "Canon EOS R6 + RF 100 mm",
           "iPad (MDM-managed) camera", "Fujifilm X-T4 + 80 mm macro", "Olympus OM-D E-M1 + 60 mm macro"]


def photo_consent(k):
    c, sc = k.c, k.sc
    n = Note("photo_consent_record", k.code)
    n.ln(pick(["CONSENT FOR CLINICAL PHOTOGRAPHY", "Medical Illustration - Consent & Image Record", "CLINICAL PHOTOGRAPHY CONSENT FORM", "Consent to Clinical Images (Hand Unit)"]))
    n.ln(("HOSPITAL", k.hosp.name), pick([" - Medical Illustration", " | Clinical Photography Service", " - Hand Unit", ""]))
    n.ln("")
    pt_label(n, k, compact=chance(0.4))
    when = add_days(k.op_date, -pick([0, 0, 1, 7])) if chance(0.6) else k.visit
    n.ln("Requested by: ", k.cons.ref(pick(["fi", "fl"])) if chance(0.6) else k.reg.ref("fi"), "   Date: ", ("DATE", c.d(when)))
    n.ln("Condition: ", sp(k, sc["dx"]))
    n.ln("Area: ", k.side, " hand - ", "pre-op cord and contracture" if sc["key"] == "dupuytren" else pick(["dorsal and volar views", "volar, composite fist and extension", "wound, all aspects", "serial ROM views"]))
    n.ln("")
    n.ln("Uses consented:")
    n.ln(" [x] 1. Confidential health record")
    n.ln(" [%s] 2. Teaching of health professionals (de-identified)" % pick(["x", "x", " "]))
    n.ln(" [%s] 3. Publication - journal/textbook/online (separate discussion)" % pick(["x", " ", " "]))
    n.ln(" [%s] 4. Sharing with referring hospital for MDT" % pick(["x", " "]))
    if chance(0.6):
        n.ln("Biometric note: palmar/fingertip views show ridge detail. Fingertips masked for uses 2-4. Biometric record ref ",
             ("BIOID", pick(["BIO-%s" % digits(6), "FPR%s" % digits(5), "RD-%s-%s" % (digits(2), digits(4))])), ".")
    n.ln("")
    if k.child:
        n.ln("Consent given by: ", ("FAMILY", k.nok.n("fl")), " (", k.nok_rel, ", parental responsibility). ", ("PATIENT", k.pt.first), " (", ("AGE", str(k.age)), ") ",
             pick(["agreed", "assented", "happy for photos"]), ".")
    else:
        n.ln("Consent given by: patient", pick(["", " (capacity assessed - has capacity)"]))
    if chance(0.15):
        interpreter(n, k)
    n.ln("Patient/guardian signature: ________   Print: ", ("FAMILY", k.nok.n("FLU")) if k.child else ("PATIENT", k.pt.n("FLU")), "   Date: ", ("DATE", c.d(when)))
    n.ln("Clinician: ", ("DOCTOR", pick([k.reg, k.cons, k.nurse]).n("fl")), "   Signature: ________   Date: ", ("DATE", c.d(when)))
    n.ln("")
    n.ln("PHOTOGRAPHY RECORD")
    ph = CS.Staff(c, "admin")
    ph.job = pick(["Medical Photographer", "Clinical Photographer", "Medical Illustrator"])
    n.ln("Photographer: ", ("DOCTOR", ph.n(pick(["fl", "fi"]))), " (", ph.job, ")    Date: ", ("DATE", c.d(when)), " ", random_time())
    n.ln("Camera: ", pick(CAMERAS), ", SN ", ("DEVICE", pick([digits(7), "%s%s" % (letters(2), digits(7)), "%s-%s" % (digits(4), digits(5))])))
    a = R.randrange(1000, 9800)
    b = a + R.randrange(3, 14)
    pre = pick(["IMG_", "DSC_", "HU", "MI-%d-" % when.year])
    n.ln("Images: ", ("IDNUM", "%s%d" % (pre, a)), " to ", ("IDNUM", "%s%d" % (pre, b)), " (", str(b - a + 1), " images)")
    n.ln("Uploaded by ", ("USERNAME", ph.user), " from workstation ", ("IPADDR", private_ip()), " to ", pick(["MediaBank", "PACS (VNA)", "clinical image store", "EPR media tab"]), " on ", ("DATE", c.d(when)))
    if chance(0.6):
        n.ln("Image store: ", ("URL", pick(["https://media.%s/case/%s" % (pick(["example.org", "example.net"]), digits(7)),
                                           "http://pacs.example.com/viewer?study=%s" % digits(9), "https://imagebank.example.org/mi/%s" % digits(6)])))
    n.ln("")
    n.ln("To withdraw consent for uses 2-4 contact Medical Illustration: ", ("PHONE", c.phone()), " / ", ("EMAIL", pick(["medical.illustration", "clinical.photography", "mi.requests"]) + "@" + k.hosp.dom))
    return n


def replant_referral(k):
    c, sc = k.c, k.sc
    n = Note("replant_referral_log", k.code)
    n.ln(pick(["ON-CALL PLASTICS REFERRAL - HAND / REPLANT", "Replant & Urgent Hand Transfer Referral", "TERTIARY HAND REFERRAL LOG", "Hand Surgery On-call: Inter-hospital Referral"]))
    n.ln("Accepting unit: ", ("HOSPITAL", k.hosp.name))
    t0 = R.randrange(6 * 60, 19 * 60)
    t_call = t0 + R.randrange(40, 150)
    t_acc = t_call + R.randrange(5, 40)
    t_eta = t_acc + R.randrange(45, 180)
    hm = lambda m: "%02d:%02d" % ((m // 60) % 24, m % 60)
    t_inj = hm(t0)
    n.ln("Call received: ", ("DATE", c.d(k.injury, pick([None, "wk"]))), " ", hm(t_call), " via ", pick(["switchboard", "direct line", "referral app", "retrieval service"]),
         " (", ("PHONE", c.phone()), ")")
    n.ln("Referral ID: ", ("IDNUM", pick(["RF-%s" % digits(6), "%d-%s" % (k.injury.year, digits(5)), "REF%s" % digits(7)])))
    n.ln("")
    ref = CS.Staff(c, "junior")
    n.ln("Referrer: ", ref.ref("fl"), ", ", pick(["ED registrar", "ED consultant", "orthopaedic SHO", "rural GP (on call)", "ED physician"]), ", ", ("HOSPITAL", k.hosp2.name))
    n.ln("Direct line: ", ("PHONE", c.phone_ext()), pick(["  / pager ", " or bleep ", "  / bleep "]), ("PHONE", ref.bleep))
    n.ln("")
    n.ln("Patient: ", ("PATIENT", k.pt.n(pick(["fl", "LF"]))), ", ", agesex(k), ", DOB ", k.dob_p(), ", their ", k.mrn[0], " ", ("MRN", k.mrn[1]))
    n.w("Occupation: ")
    if k.child:
        n.ln("school pupil (", ("ORGANIZATION", k.school), ")")
    elif k.retired:
        n.ln("retired ", ("PROFESSION", k.prof))
    else:
        n.ln(("PROFESSION", k.prof), pick(["", " - self-employed", "", " (hobby: guitar)"]))
    n.ln("Dominance: ", k.dom_hand, "   Smoker: ", pick(["yes 15/day", "no", "ex", "vapes"]), "   PMH: ", pick(["nil", "T2DM", "HTN", "asthma", "AF on rivaroxaban"]))
    n.ln("")
    n.ln("Injury: ", sp(k, sc["mech"]), " at approx ", t_inj, pick([" at home", " at work", " on farm", ""]))
    n.ln("Dx: ", sp(k, sc["dx"]))
    if sc["key"] == "amputation":
        n.ln("Part: ", pick(["wrapped in saline gauze, in sealed bag, bag on ice", "in a glove on ice (advised re direct contact)", "brought dry in tissue - advised to wrap in damp gauze", "not found"]))
        n.ln("Ischaemia time at call: ", pick(["1 h 20 min", "2 h", "45 min", "3.5 h warm"]))
    n.ln("XR: ", sp(k, sc["xray"]))
    n.ln("Bloods: Hb %d, plt %d, INR %.1f; G&S sent" % (R.randrange(110, 165), R.randrange(150, 400), 0.9 + R.random() * 0.4))
    n.ln("")
    n.ln("Advice: ", pick(["keep NBM, IV fluids, analgesia, tetanus, cefazolin 2 g IV", "dressing only, no tourniquet, elevate, NBM, IV co-amoxiclav",
                           "NBM, warm patient, keep part cool not frozen, send XR via image link"]))
    acc = chance(0.75)
    if acc:
        n.ln("Decision: ACCEPTED by ", k.cons.ref(pick(["fl", "last"])), " (on-call consultant) at ", hm(t_acc))
        n.ln("Bed: ", ("HOSPITAL", k.ward), ", bed ", ("LOCATION_OTHER", k.bed), pick(["; theatre ", "; emergency theatre "]), ("LOCATION_OTHER", k.theatre), " informed, anaes ", k.anaes.ref("last"), " aware")
        tr = R.randrange(3)
        if tr == 0:
            n.ln("Transport: road ambulance, vehicle reg ", ("VEHICLE", c.plate()), ", ETA ", hm(t_eta))
        elif tr == 1:
            n.ln("Transport: private car (", ("VEHICLE", c.plate()), ") driven by ", k.nok_rel, " ", ("FAMILY", k.nok.n("fl")), " - advised direct to ED resus")
        else:
            n.ln("Transport: ", pick(["air ambulance", "retrieval service", "patient transport"]), ", ETA ", hm(t_eta))
    else:
        n.ln("Decision: not a replant candidate (", pick(["single digit distal to FDS, heavy smoker", "crush-avulsion, part not salvageable", "part not found"]),
             ") - terminalisation locally; HTC review ", ("DATE", c.d(add_days(k.injury, pick([2, 3, 5])))), " at ", ("HOSPITAL", k.hosp.name))
    n.ln("NOK: ", k.nok_rel, " ", ("FAMILY", k.nok.n(pick(["fl", "first"]))), " ", ("PHONE", k.nok_phone))
    n.ln("")
    n.ln("Taken by: ", k.reg.ref("fl"), " (", k.reg.job, "), bleep ", ("PHONE", k.reg.bleep), "   logged by ", ("USERNAME", k.reg.user))
    return n


FORM_TITLE = {
    "US": ["Workers' Compensation - Physician's Report of Occupational Injury", "Attending Physician's Return-to-Work Report (WC)"],
    "UK": ["Employer's Liability Claim - Initial Medical Report", "Industrial Injury - Treating Clinician Report"],
    "IE": ["Workplace Injury - Medical Report for Insurer", "Occupational Injury Benefit - Medical Certificate"],
    "CA": ["WSIB Health Professional's Report", "WorkSafeBC Physician's Report (Form 8/11)"],
    "AU": ["WorkCover Certificate of Capacity", "Workers Compensation Certificate of Capacity"],
    "NZ": ["ACC Injury Claim - Treatment Provider Section", "ACC Medical Certificate (ACC18)"],
    "ZA": ["COIDA First Medical Report (W.Cl.4)", "Compensation Fund - Progress Medical Report"],
    "SG": ["Work Injury Compensation - Medical Report", "WICA Medical Leave Certificate"],
}


def claim_form(k):
    c, sc = k.c, k.sc
    n = Note("injury_claim_certificate", k.code)
    n.ln(pick(FORM_TITLE[k.code]))
    insurer = pick(PL.INSURERS[k.code]) if k.code != "NZ" else None
    n.ln("Claim no.: ", ("IDNUM", pick(["%s%s" % (letters(2), digits(8)), digits(11), "WC-%d-%s" % (k.injury.year, digits(6)), "%s/%s/%d" % (digits(5), digits(2), k.injury.year % 100)])),
         ("   Insurer: " if insurer else ""), ("ORGANIZATION", insurer) if insurer else "", ("   Policy no.: " if insurer else ""),
         ("HEALTHPLAN", "%s-%s" % (letters(3), digits(7))) if insurer else "")
    n.ln("")
    n.ln("1. WORKER")
    n.ln("Name: ", ("PATIENT", k.pt.n(pick(["LF", "fml", "LFU"]))), "   DOB: ", k.dob_p(), "   Sex: ", k.sex)
    n.ln("Address: ", k.addr)
    n.ln("Phone: ", ("PHONE", k.mob), pick(["   Email: ", "   E: "]), ("EMAIL", k.email))
    if k.ssn:
        n.ln(k.ssn[0], ": ", ("SSN", k.ssn[1]))
    n.ln("Occupation: ", ("PROFESSION", k.prof), pick(["", "   Hours/week: %d" % pick([20, 38, 40, 45, 50]), "   Years in role: %d" % R.randrange(1, 25)]))
    n.ln("")
    n.ln("2. EMPLOYER")
    n.ln("Name: ", ("ORGANIZATION", k.employer))
    n.ln("Address: ", k.emp_addr)
    n.ln("Contact: ", ("FAMILY", k.manager.n("fl")), ", ", pick(["HR", "Supervisor", "RTW coordinator", "Payroll"]), "  ", ("PHONE", c.phone()),
         ["  ", ("EMAIL", "%s@%s.%s" % (pick(["hr", "payroll", "safety", "rtw"]), slug(" ".join(k.employer.split()[:2]))[:18], pick(["example.com", "example.net"])))] if chance(0.6) else "")
    n.ln("")
    n.ln("3. INJURY")
    n.ln("Date of injury: ", ("DATE", c.d(k.injury)), "   Time: ", random_time(), "   First seen: ", ("DATE", c.d(k.visit)))
    n.ln("Place: ", pick(["employer's premises, ", "client site, ", "workshop at "]), [("STREET", c.street()), ", ", ("CITY", c.town())])
    n.ln("Country where injury occurred: ", ("COUNTRY", c.name if chance(0.85) else pick(PL.ABROAD).replace("the ", "")))
    n.ln("How it happened (worker's account): ", sp(k, sc["mech"]), ".")
    if chance(0.3):
        n.ln("Vehicle involved: ", pick(["forklift", "delivery van", "company ute", "tractor", "truck"]), " reg ", ("VEHICLE", c.plate()), ["  VIN ", ("VEHICLE", c.vin())] if chance(0.4) else "")
    n.ln("Diagnosis: ", sp(k, sc["dx"]), "   ICD-10: ", sc["code"])
    n.ln("Consistent with stated mechanism: ", pick(["Yes", "Yes", "Yes - consistent"]))
    if sc["op"] and not sc["nonop"]:
        n.ln("Treatment: ", sp(k, sc["op"]["title"]), " on ", ("DATE", c.d(k.op_date)), " at ", ("HOSPITAL", k.hosp.name))
    else:
        n.ln("Treatment: ", sp(k, "; ".join(sc["plan"][:2])))
    n.ln("Referred to: hand therapy (", ("HOSPITAL", k.therapy_site.name), ")")
    n.ln("")
    n.ln("4. CAPACITY")
    wk = sc["rtw"]["weeks"] or 1
    a = k.visit
    b = add_days(a, 7 * wk)
    n.ln("[x] No capacity for work from ", ("DATE", c.d(a)), " to ", ("DATE", c.d(b)))
    n.ln("[x] Capacity for suitable duties from ", ("DATE", c.d(add_days(b, 1))), " to ", ("DATE", c.d(add_days(b, 28))), ":")
    bullets(n, k, sc["rtw"]["restr"] + [pick(["Max %d h/day" % pick([4, 6]), "No repetitive gripping", "Seated work only", "No use of %s hand" % k.side])], mark="  - ")
    n.ln("Next review: ", ("DATE", c.d(add_days(a, pick([7, 14, 21])))))
    n.ln("")
    n.ln("5. PRACTITIONER")
    s = k.cons if chance(0.4) else k.gp
    site = k.hosp if s is k.cons else k.practice
    n.ln("Name: ", s.ref("fl"), (" " + s.cred) if s.cred else "")
    n.ln(pick(["Provider/registration no.: ", "Reg. no.: ", "Practitioner no.: "]), ("LICENSE", s.lic[1]))
    n.ln("Practice: ", ("HOSPITAL", site.name), ", ", site.addr)
    n.ln("Ph ", ("PHONE", site.phone), "   Fax ", ("FAX", site.fax))
    n.ln("Signature: ________   Date: ", ("DATE", c.d(k.visit)))
    n.ln("Invoice/account: ", ("ACCOUNT", k.acct))
    return n
