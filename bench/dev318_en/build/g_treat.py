"""Genres: apheresis session record, PCSK9 homecare registration, prior
authorisation request (own addition)."""

from locale_fmt import add_days, WEEKDAYS
from pools import HOMECARE, INSURERS, EMPLOYERS
from core import ascii_slug

APH_SYSTEMS = ["Kaneka Liposorber LA-15 (MA-03)", "Fresenius DALI 750", "B. Braun Plasmat Futura (H.E.L.P.)",
               "Fresenius Art Universal with TheraSorb LDL", "Spectra Optia with Liposorber columns",
               "Kaneka MA-01 DSA system"]


def private_ip(rr):
    k = rr.int(0, 2)
    if k == 0:
        return "10.%d.%d.%d" % (rr.int(0, 255), rr.int(0, 255), rr.int(1, 254))
    if k == 1:
        return "172.%d.%d.%d" % (rr.int(16, 31), rr.int(0, 255), rr.int(1, 254))
    return "192.168.%d.%d" % (rr.int(0, 255), rr.int(1, 254))


def username(rr, p):
    f = ascii_slug(p.first)
    l = ascii_slug(p.last)
    return rr.pick([f[0] + l[:7], l[:6] + f[0] + str(rr.int(1, 9)), f + "." + l, f[:3] + l[:3] + str(rr.int(10, 99))])


def apheresis_record(c, nb):
    L = c.L
    rr = c.rr
    p = c.pt
    nb.line(rr.pick(["LIPOPROTEIN APHERESIS - SESSION RECORD", "LDL Apheresis Treatment Record",
                     "Apheresis Unit - Lipoprotein Apheresis Run Sheet"]))
    nb.line(("HOSPITAL", c.hospital), "  |  ", ("HOSPITAL", c.ward), "  |  ",
            rr.pick(["Chair ", "Bay ", "Bed ", "Station "]), ("LOCATION_OTHER", str(rr.int(1, 8)) + rr.pick(["", "", "A", "B"])))
    nb.add("\n")
    nb.line("Patient: ", ("PATIENT", p.LF()), "    DOB: ", c.date(c.dob), " (", ("AGE", str(c.age)), ")")
    nb.add(c.mrn[0], ": ", ("MRN", c.mrn[1]))
    if c.nat:
        nb.add("    ", c.nat[0], ": ", (c.nat[2], c.nat[1]))
    nb.add("\n")
    start = add_days(c.visit, -rr.int(400, max(500, min(5000, (c.age - 17) * 365))))
    nb.line("Indication: ", rr.pick(["Homozygous FH (LDLR compound heterozygote)",
                                     "Heterozygous FH with progressive CAD despite maximal therapy",
                                     "Raised Lp(a) with progressive ASCVD",
                                     "HeFH, statin intolerant, LDL-C persistently > " +
                                     ("190 mg/dL" if L.mgdl else "5.0 mmol/L") + " on PCSK9i"]))
    freq, days = rr.pick([("weekly", 7), ("fortnightly", 14), ("every 10 days", 10)])
    sess = max(3, int((c.visit.toordinal() - start.toordinal()) / days * rr.uni(0.85, 0.97)))
    nb.line("Programme: ", freq, " since ", ("DATE", L.monthyear(start)), ";  session no. ", str(sess))
    h0 = rr.int(7, 9)
    m0 = rr.pick([0, 10, 15, 30, 45])
    nb.line("Session date: ", ("DATE", L.wdate(c.visit)) if rr.chance(0.4) else c.date(c.visit),
            "    Start %02d:%02d   End %02d:%02d" % (h0, m0, h0 + 3, rr.pick([5, 20, 35, 50])))
    nb.add("\nPre-treatment checks\n")
    nb.add("  Identity: wristband + verbal")
    if rr.chance(0.6):
        nb.add(" + palm-vein scan ID ", ("BIOID", "PV-" + rr.digits(6)) if rr.chance(0.5) else ("BIOID", rr.letters(2) + rr.digits(8)), " matched")
    nb.add("\n")
    wt = rr.uni(52, 118)
    nb.add("  Weight %.1f kg (last session %.1f)   Hb %d g/L   Plt %d   Fibrinogen %.1f g/L\n" % (
        wt, wt + rr.uni(-1.5, 1.5), rr.int(104, 158), rr.int(150, 380), rr.uni(1.6, 3.9)))
    nb.add("  ", rr.pick(["ACE inhibitor withheld 24 h (DSA bradykinin risk).", "No ACE-i/ARB.",
                          "Warfarin - INR 2.3, heparin dose reduced."]), "\n")
    nb.add("\nEquipment\n")
    nb.add("  System: ", rr.pick(APH_SYSTEMS), "   SN ", ("DEVICE", rr.letters(rr.pick([2, 3])) + rr.digits(rr.pick([5, 6, 7]))), "\n")
    if rr.chance(0.5):
        nb.add("  Plasma separator SN ", ("DEVICE", rr.pick(["PS", "OP", "FX"]) + "-" + rr.digits(6)), "\n")
    nb.add("  Access: ", rr.pick(["L brachiocephalic AV fistula, 16G x2", "bilateral antecubital veins, 17G / 18G",
                                   "R radiocephalic AVF", "implanted port (Vortex), 20G Huber"]), "\n")
    nb.add("  Anticoagulation: heparin %d units bolus + %d units/h; ACD-A 1:%d\n" % (
        rr.pick([1000, 2000, 3000]), rr.pick([500, 1000, 1500]), rr.pick([15, 20, 25])))
    nb.add("  Volume processed: %.1f L %s\n" % (rr.uni(2.8, 6.5), rr.pick(["plasma", "whole blood"])))
    nb.add("\nObservations\n  Time   BP        HR   SpO2  Comment\n")
    for i in range(rr.int(3, 6)):
        tm = h0 * 60 + m0 + i * 30
        nb.add("  %02d:%02d  %d/%d   %d   %d%%   %s\n" % (tm // 60, tm % 60, rr.int(98, 150), rr.int(56, 90),
                                                       rr.int(58, 96), rr.int(95, 100),
                                                       rr.pick(["", "", "settled", "tingling lips - Ca gluconate 10 mL",
                                                                "BP dip, NaCl 0.9% 250 mL", "flow alarm x1 resolved"])))
    pre = rr.uni(3.5, 7.5)
    red = rr.uni(0.6, 0.8)
    u = c.ldl_units()
    nb.add("\nLDL-C pre %s %s, post %s %s (reduction %d%%).  Lp(a) pre %d, post %d nmol/L.\n" % (
        c.fmt_ldl(pre), u, c.fmt_ldl(pre * (1 - red)), u, round(red * 100), rr.int(80, 320), rr.int(20, 90)))
    nb.add("Adverse events: ", rr.pick(["nil", "none", "transient hypotension - resolved",
                                        "mild nausea", "citrate symptoms - resolved with oral calcium"]), "\n\n")
    n1 = c.nurse
    n2 = c.staff()
    nb.add("Apheresis nurse: ", ("DOCTOR", n1.fl()), rr.pick([", RN", " RGN", ", CNS", ""]), "    Second checker: ",
           ("DOCTOR", n2.init_last() if rr.chance(0.5) else n2.fl()), "\n")
    if rr.chance(0.5):
        nb.add("Medical review: ", c.dr(c.reg), " (", rr.pick(["SpR", "registrar", "fellow", "resident"]), ") - bleep ",
               ("PHONE", L.pager()), "\n")
    nb.add("Run data exported to apheresis database ",
           rr.pick(["from host ", "at ", "via "]), ("IPADDR", private_ip(rr)), " by user ", ("USERNAME", username(rr, n1)), "\n")
    if rr.chance(0.65):
        nb.add(rr.pick(["Car park permit renewed - vehicle reg ", "Free parking (apheresis) - plate ",
                        "Parking exemption: reg "]), ("VEHICLE", L.plate()))
        if rr.chance(0.3):
            drel, dsex = rr.pick([("husband", "M"), ("wife", "F"), ("son", "M"), ("daughter", "F"), ("partner", None)])
            nb.add(" (", drel, " ", ("FAMILY", c.rel(dsex).first), " drives)")
        nb.add("\n")
    nb.add("Next session: ", c.date(add_days(c.visit, days)), " ",
           rr.pick(["08:00", "07:45", "08:30", "13:00"]), rr.pick([" - transport booked", "", " - patient to self-drive"]), "\n")


def homecare_registration(c, nb):
    L = c.L
    rr = c.rr
    p = c.pt
    hc = rr.pick(HOMECARE)
    drug, freq, qty, ta = rr.pick([
        ("Evolocumab (Repatha) 140 mg SureClick pre-filled pen", "one pen every 2 weeks", "2 pens / 28 days", "TA394"),
        ("Alirocumab (Praluent) 150 mg pre-filled pen", "one pen every 2 weeks", "2 pens / 28 days", "TA393"),
        ("Alirocumab (Praluent) 75 mg pre-filled pen", "one pen every 2 weeks", "2 pens / 28 days", "TA393"),
        ("Alirocumab (Praluent) 300 mg pre-filled pen", "one pen every 4 weeks", "1 pen / 28 days", "TA393"),
        ("Evolocumab 420 mg Pushtronex on-body infusor", "one infusor monthly", "1 infusor / 28 days", "TA394"),
        ("Inclisiran (Leqvio) 284 mg pre-filled syringe (nurse administered)",
         "one injection at day 0 and 3 months, then every 6 months", "1 syringe per dose", "TA733")])
    nb.line(rr.pick(["HOMECARE PATIENT REGISTRATION FORM", "Homecare Referral & Registration - PCSK9 inhibitor",
                     "Patient Enrolment Form - Specialty Homecare"]))
    nb.line("Provider: ", ("ORGANIZATION", hc), "     Order ref: ", ("IDNUM", rr.pick(["HC", "ORD", "RX"]) + rr.digits(7)))
    nb.line("Referring trust/hospital: " if L.code == "GB" else "Referring hospital: ", ("HOSPITAL", c.hospital))
    nb.add("\nSECTION 1 - PATIENT DETAILS\n")
    nb.line("Title: ", p.title(L.us), "     Surname: ", ("PATIENT", p.last), "     Forename(s): ",
            ("PATIENT", p.first + (" " + p.middle if p.middle else "")))
    nb.line("Date of birth: ", c.date(c.dob), "     Sex: ", p.sex)
    if c.nat:
        nb.line(c.nat[0], ": ", (c.nat[2], c.nat[1]), "     ", c.mrn[0], ": ", ("MRN", c.mrn[1]))
    else:
        nb.line(c.mrn[0], ": ", ("MRN", c.mrn[1]))
    if rr.chance(0.35):
        lab, val, typ = L.ssn(c.dob)
        nb.line(lab, ": ", (typ, val))
    nb.line("Address: ", L.address(oneline=True, town=c.addr_town))
    nb.line("Home tel: ", ("PHONE", c.phone), "     Mobile: ", ("PHONE", c.mobile))
    nb.line("Email: ", ("EMAIL", c.email), "     Preferred contact: ", rr.pick(["mobile", "email", "text", "home phone"]))
    if rr.chance(0.4):
        nb.line("Delivery address (if different): ", ("ORGANIZATION", rr.pick(EMPLOYERS)), ", ", L.address(oneline=True, plain=True))
    wd = rr.pick(WEEKDAYS[:5])
    nb.line("Preferred delivery day: ", wd, rr.pick(["s", " (AM)", " only", ""]))
    nb.line("Delivery notes: ", rr.pick(["ring bell twice, side door", "leave with neighbour if out - NOT in porch",
                                         "dog on premises", "call 30 min before arrival", "none"]))
    kin = c.rel(None, 0.6)
    nb.line("Next of kin: ", ("FAMILY", kin.fl()), " (", rr.pick(["spouse", "partner", "daughter", "son", "sister", "friend"]),
            ")  Tel: ", ("PHONE", L.phone(mobile=True)))
    nb.line("GP: ", L.doc_title(), " ", ("DOCTOR", c.gp.fl()), ", ", ("HOSPITAL", c.practice), ", tel ", ("PHONE", L.phone()))
    nb.add("\nSECTION 2 - PRESCRIPTION\n")
    nb.line("Medicine: ", drug)
    nb.line("Dose/frequency: ", freq, " by subcutaneous injection")
    nb.line("Quantity: ", qty, "     Duration: ", rr.pick(["6 months", "12 months"]))
    nb.line("Start date: ", c.date(add_days(c.visit, rr.int(7, 30))), "     Nurse training visit: ", rr.pick(["Yes", "No - trained in clinic"]))
    nb.line("Allergies: ", rr.pick(["NKDA", "penicillin (rash)", "latex", "none known"]))
    nb.line("Indication: HeFH; LDL-C ", c.fmt_ldl(rr.uni(4.2, 7.0)), " ", c.ldl_units(),
            " on maximal tolerated statin + ezetimibe",
            {"GB": " (NICE " + ta + ")", "AU": " (PBS criteria met)", "NZ": " (PHARMAC Special Authority)",
             "US": " (FDA-labelled indication)"}.get(L.code, ""))
    nb.add("\nSECTION 3 - PRESCRIBER\n")
    pres = rr.pick([c.cons, c.reg])
    nb.line("Name: ", L.doc_title(), " ", ("DOCTOR", pres.fl()), "     ", c.sign_license("doctor"))
    nb.line("Contact: ", ("PHONE", c.hosp_phone), "   Fax: ", ("FAX", c.hosp_fax), "   Email: ", ("EMAIL", L.email(pres)))
    nb.line("Pharmacist screening: ", ("DOCTOR", c.staff().fl()), ", ", rr.pick(["Homecare Pharmacist", "Lead Pharmacist - Homecare", "Clinical Pharmacist"]),
            ", ", c.date(add_days(c.visit, 1)))
    nb.add("\nSECTION 4 - PROVIDER USE ONLY\n")
    nb.line("Received: ", c.date(add_days(c.visit, rr.int(1, 5))), "   Processed by: ", ("DOCTOR", c.staff().fl()),
            rr.pick([" (Patient Services Advisor)", " (registration team)", ""]))
    nb.line("Patient portal login: ", ("USERNAME", username(rr, p)))
    if rr.chance(0.6):
        nb.line("Telephone voice ID enrolment ref: ", ("BIOID", "VB" + rr.digits(8)))
    if rr.chance(0.5):
        nb.line("Medicines fridge issued: model MF-30 compact, serial ", ("DEVICE", rr.letters(2) + rr.digits(7)))
    nb.line("First delivery booked: ", c.date(add_days(c.visit, rr.int(10, 35))), "   Driver route ", str(rr.int(1, 40)))
    nb.add("\nPatient consent: I agree to ", ("ORGANIZATION", hc),
           " receiving my details to arrange delivery of my medicine. Signed ", ("PATIENT", p.init_last()), "  ",
           c.date(c.visit), "\n")


def prior_auth(c, nb):
    L = c.L
    rr = c.rr
    p = c.pt
    code = L.code
    drug, sig, qty = rr.pick([("Repatha (evolocumab) 140 mg/mL SureClick", "1 pen SC every 14 days", "2"),
                              ("Praluent (alirocumab) 150 mg/mL pen", "1 pen SC every 14 days", "2"),
                              ("Praluent (alirocumab) 300 mg/2 mL pen", "1 pen SC every 28 days", "1"),
                              ("Leqvio (inclisiran) 284 mg/1.5 mL", "284 mg SC day 0, day 90, then q6 months", "1"),
                              ("Nexletol (bempedoic acid) 180 mg tablets", "1 tab PO daily", "30")])
    ins = rr.pick(INSURERS.get(code, INSURERS["US"]))
    if code == "AU":
        nb.line("PBS AUTHORITY APPLICATION - ", drug.split(" (")[0])
    elif code == "CA":
        nb.line("EXCEPTIONAL ACCESS / SPECIAL AUTHORITY REQUEST - ", drug)
    else:
        nb.line("PRIOR AUTHORIZATION REQUEST FORM - ", drug)
    nb.line("To: ", ("ORGANIZATION", ins), " ", rr.pick(["Pharmacy PA Dept", "Drug Benefits Review", "Clinical Review Unit"]),
            "   Fax: ", ("FAX", L.phone()))
    nb.line("From: ", ("HOSPITAL", c.hospital), "   Phone: ", ("PHONE", c.hosp_phone), "   Fax: ", ("FAX", c.hosp_fax))
    nb.line("Date submitted: ", c.date(c.visit), "   Urgency: ", rr.pick(["Standard", "Expedited (72 h)"]))
    nb.add("\nMEMBER INFORMATION\n")
    nb.line("Name: ", ("PATIENT", p.LF()), "   DOB: ", c.date(c.dob), "   Sex: ", p.sex)
    if c.nat and c.nat[2] == "HEALTHPLAN":
        nb.line(c.nat[0], ": ", ("HEALTHPLAN", c.nat[1]), "   Group #: ", ("HEALTHPLAN", rr.pick(["G", "GRP", ""]) + rr.digits(5)))
    if rr.chance(0.4) and code in ("US", "CA"):
        lab, val, typ = L.ssn()
        nb.line(lab, ": ", (typ, val))
    nb.line("Address: ", L.address(oneline=True, town=c.addr_town), "   Phone: ", ("PHONE", c.phone))
    nb.line(c.mrn[0], ": ", ("MRN", c.mrn[1]), "   Encounter #: ", ("ACCOUNT", rr.digits(rr.pick([9, 10]))))
    nb.add("\nPRESCRIBER INFORMATION\n")
    nb.line("Name: ", c.dr(c.cons, "full", title=c.cons_title), ", ", rr.pick(["Cardiology", "Endocrinology", "Lipid Clinic", "Internal Medicine"]))
    nb.line(c.sign_license("doctor"), "   ", c.sign_license("dea") if code == "US" else "")
    nb.line("Office contact: ", ("DOCTOR", c.staff("F").fl()), " (", rr.pick(["PA coordinator", "medical assistant", "nurse navigator"]),
            ")  ", ("PHONE", L.phone() + L.ext()), "   ", ("EMAIL", L.email(dept=rr.pick(["priorauth", "lipid.pa", "cardio.auth"]))))
    nb.add("\nMEDICATION REQUESTED\n")
    nb.line(drug, "; ", sig, "; qty ", qty, "; duration 12 months")
    nb.line("ICD-10: ", rr.pick(["E78.01 Familial hypercholesterolemia", "E78.00 Pure hypercholesterolemia, unspecified"]),
            rr.pick(["; I25.10 Atherosclerotic heart disease", "; Z83.42 Family history of FH", ""]))
    nb.add("\nCLINICAL INFORMATION\n")
    u = c.ldl_units()
    base = add_days(c.visit, -rr.int(400, 2000))
    if rr.chance(0.6):
        nb.line("1. Diagnosis confirmed: genetic testing - ", c.variant_str(), " (report ",
                c.date(add_days(base, rr.int(10, 100))), ")")
    else:
        nb.line("1. Diagnosis confirmed: DLCN score %d (definite), tendon xanthomata" % rr.int(9, 15))
    nb.line("2. Baseline untreated LDL-C ", c.fmt_ldl(rr.uni(5.5, 9)), " ", u, " on ", c.date(base))
    nb.line("3. Current LDL-C ", c.fmt_ldl(rr.uni(2.6, 5.2)), " ", u, " on ", c.date(add_days(c.visit, -rr.int(5, 40))),
            " on maximally tolerated therapy")
    nb.line("4. Statin history:")
    d1 = add_days(base, rr.int(30, 80))
    d2 = add_days(d1, rr.int(60, 200))
    nb.line("   - atorvastatin 80 mg ", ("DATE", L.monthyear(d1)), " to ", ("DATE", L.monthyear(d2)), ": ",
            rr.pick(["myalgia, CK %d U/L" % rr.int(300, 1800), "LDL-C reduction 41%, continued", "ALT > 3x ULN"]))
    d3 = add_days(d2, rr.int(30, 120))
    nb.line("   - rosuvastatin ", rr.pick(["5", "10", "20", "40"]), " mg from ", c.date(d3), ": ",
            rr.pick(["ongoing", "intolerant (myalgia) - stopped after 6 weeks", "ongoing with ezetimibe 10 mg"]))
    nb.line("   - ezetimibe 10 mg daily since ", ("DATE", str(d3.year)))
    ev = rr.pick(["none", "MI", "PCI x2", "ischaemic stroke" if code != "US" else "ischemic stroke"])
    if ev in ("MI", "PCI x2"):
        nb.line("5. ASCVD: ", ev, " ", c.date(add_days(base, rr.int(-400, 300))))
    else:
        nb.line("5. ASCVD: ", ev)
    if rr.chance(0.4):
        nb.add("Previous request ", ("IDNUM", rr.pick(["PA-", "CASE ", "REF "]) + rr.digits(8)), " denied ",
               c.date(add_days(c.visit, -rr.int(20, 90))), " - this is an appeal with additional documentation.\n")
    nb.add("\nI attest that the information provided is accurate and supported by the medical record.\n")
    nb.add("Prescriber signature: ", ("DOCTOR", c.cons.init_last()), "   Date: ", c.date(c.visit), "\n")
    if rr.chance(0.5):
        nb.add("\nPlan use only: approval # ", ("IDNUM", rr.letters(2) + rr.digits(9)), "  reviewed by ",
               ("DOCTOR", c.staff().fl()), ", PharmD\n")
