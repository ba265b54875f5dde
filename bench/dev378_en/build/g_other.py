"""Genres: eye casualty note, and own genres: driving vision assessment, sight impairment
certificate, patient portal message thread."""
import blocks as B
import pools
from clinical import AUTH, Clin, add_months
from core import art



def eye_casualty(n, x):
    c = Clin(x)
    rng = x.rng
    k = x.pick(["R", "L"])
    E = c.e(k)
    sc = x.pick(["aacg", "aacg", "bleb", "steroid", "trauma", "ps", "allergy"])
    us = x.c in ("US", "CA")
    n.t(x.pick(["EYE CASUALTY", "Emergency Eye Clinic", "Urgent Eye Care", "EYE EMERGENCY DEPT"]) + " - ")
    n.p("HOSPITAL", x.hosp)
    n.t("\nAttendance no. ")
    n.p("ACCOUNT", x.account())
    n.t("   Arrived: ")
    n.p("DATE", x.date(x.visit, "num"))
    n.t(" %02d:%02d\n" % (rng.randint(0, 23), rng.randint(0, 59)))
    n.t("Triage (%s): %s by " % ("Manchester Triage System" if not us else "ESI",
                                 x.pick(["2 (orange)", "3 (yellow)", "2 - very urgent"]) if not us else x.pick(["2", "3"])))
    n.p("DOCTOR", x.nurse.full() if x.chance(0.6) else x.nurse.first)
    n.t(" %s   Cubicle " % ("RN" if us else x.pick(["SN", "RGN", "ENP"])))
    n.p("LOCATION_OTHER", str(rng.randint(1, 12)) + x.pick(["", "", "a", "b"]))
    n.t("\n")
    B.banner(n, x, style=x.pick([0, 1, 2]), addr=x.chance(0.6))
    n.t("NOK: %s " % x.rel)
    n.p("FAMILY", x.fam.full())
    n.t(" ")
    n.p("PHONE", x.phone("mobile"))
    n.t("\n")
    n.t("Mode of arrival: ")
    mode = rng.random()
    car = False
    if mode < 0.3:
        n.t("brought by %s\n" % x.rel)
    elif mode < 0.55:
        n.t("drove self\n")
        car = True
    elif mode < 0.7:
        n.t("ambulance\n")
    else:
        n.t("sent in by optometrist ")
        n.p("DOCTOR", x.optom.full())
        n.t(" (")
        n.p("HOSPITAL", x.optom_practice)
        n.t(", tel ")
        n.p("PHONE", x.phone(reg=x.optom_addr["region"]))
        n.t(")\n")
    n.t("\nPC: ")
    if sc == "aacg":
        n.t("painful red %s eye, blurred vision, haloes around lights, headache, vomiting x2 since %02d:00. "
            % ("right" if k == "R" else "left", rng.randint(17, 23)))
        n.t("Symptoms started in a dim cinema. ")
    elif sc == "bleb":
        n.t("sticky red %s eye, 2 days, post trabeculectomy (" % E)
        n.p("DATE", x.date(x.days(x.visit, -900, -60), x.pick(["my", "num"])))
        n.t(" with ")
        B.doc(n, x, x.cons, "tl", title=x.surgeon_title(x.cons))
        n.t("). ")
    elif sc == "steroid":
        n.t("blurred vision %s, on Maxidex QDS for 6/52 for uveitis started at another unit. " % E)
    elif sc == "trauma":
        n.t("struck in the %s eye by a bungee cord at work (" % ("right" if k == "R" else "left"))
        n.p("ORGANIZATION", x.employer)
        n.t("), works as %s " % art(x.prof))
        n.p("PROFESSION", x.prof)
        n.t(". ")
    elif sc == "ps":
        n.t("recurrent mild ache and blur %s with haloes, 3rd episode this year. " % E)
    else:
        n.t("itchy swollen lids both eyes since starting Alphagan 4/12 ago. ")
    if rng.random() < 0.35:
        n.t("Returned from %s " % x.pick(["holiday in", "visiting family in", "a trip to"]))
        B.abroad(n, x)
        n.t(" ")
        n.p("DATE", x.date(x.days(x.visit, -6, -1), x.pick(["wk", "dm", "long"])))
        n.t(". ")
    n.t("\nPMH: %s. DHx: %s. Allergies: %s.\n" % ("; ".join(c.systemic), c.drops_inline(), c.allergy))
    iop_hi = {"aacg": rng.randint(48, 72), "bleb": rng.randint(4, 12), "steroid": rng.randint(32, 44),
              "trauma": rng.randint(26, 40), "ps": rng.randint(38, 52), "allergy": c.iop[k]}[sc]
    other = "L" if k == "R" else "R"
    n.t("\nO/E:\n  VA %s %s  %s %s\n" % (c.e("R"), c.va_s("R") if k != "R" else x.pick(["HM", "CF 1m", "6/36", "20/400"]),
                                        c.e("L"), c.va_s("L") if k != "L" else x.pick(["HM", "CF", "6/60", "20/200"])))
    n.t("  IOP (GAT) %s %d, %s %d mmHg\n" % (E, iop_hi, c.e(other), c.iop[other]))
    findings = {
        "aacg": "cornea hazy (epithelial oedema), AC shallow, pupil mid-dilated and fixed, glaukomflecken nil. "
                "Fellow eye: VH grade 1, gonio occludable.",
        "bleb": "Bleb: white, avascular, purulent infiltrate, Seidel %s. AC 2+ cells, no hypopyon. "
                "Blebitis stage 2." % x.pick(["+ve", "-ve"]),
        "steroid": "quiet eye, AC quiet, open angle Shaffer 4 - likely steroid response.",
        "trauma": "hyphaema 2 mm, AC cells 4+, angle recession suspected, no RAPD.",
        "ps": "fine white KPs, mild corneal oedema, AC 1+ cells, open angle - ?Posner-Schlossman syndrome.",
        "allergy": "follicular conjunctivitis, lid eczema - brimonidine allergy. IOP at target.",
    }[sc]
    n.t("  " + findings + "\n")
    c.neg(n, "exam", 1, "  ")
    n.t("\n\nImpression: %s\n" % {"aacg": "acute angle closure crisis " + E, "bleb": "blebitis %s - ?early endophthalmitis" % E,
                                   "steroid": "steroid-induced OHT " + E, "trauma": "traumatic hyphaema with raised IOP " + E,
                                   "ps": "hypertensive anterior uveitis / Posner-Schlossman " + E,
                                   "allergy": "allergy to brimonidine"}[sc])
    n.t("Rx:\n")
    rx = {"aacg": ["Acetazolamide 500 mg IV stat, then 250 mg PO QDS", "Pilocarpine 2% x2 " + E,
                   "Apraclonidine 1% stat " + E, "Timolol 0.5% stat " + E, "Pred Forte 1% QDS " + E],
          "bleb": ["Ofloxacin + cefuroxime 5% hourly " + E, "Ciprofloxacin 750 mg PO BD", "Swab for MC&S"],
          "steroid": ["Stop Maxidex, switch to FML TDS", "Add Cosopt BD " + E],
          "trauma": ["Pred Forte QDS, atropine 1% BD " + E, "Diamox SR 250 mg BD", "Bed rest, head up 30 degrees"],
          "ps": ["Pred Forte QDS " + E, "Iopidine 1% stat", "Diamox 250 mg QDS x 3 days"],
          "allergy": ["Stop Alphagan", "Change to Azopt BD", "Hydrocortisone 1% to lids"]}[sc]
    for r in rx:
        if us:
            r = r.replace("QDS", "QID").replace("BD", "BID").replace("TDS", "TID")
        n.t("- " + r + "\n")
    if sc in ("aacg", "ps", "trauma"):
        n.t("IOP at 1 h %d, at 2 h %d mmHg.\n" % (iop_hi - rng.randint(8, 16), iop_hi - rng.randint(18, 30)))
    n.t("\nPlan: ")
    if sc == "aacg":
        n.t("YAG PI %s and prophylactic %s on " % (E, c.e(other)))
        n.p("DATE", x.date(x.days(x.visit, 1, 2), x.pick(["wk", "num", "dm"])))
        n.t(". %s " % x.pick(["Admitted to", "Overnight on"]))
        n.p("HOSPITAL", x.ward)
        n.t(", bed ")
        n.p("LOCATION_OTHER", str(rng.randint(1, 28)))
        n.t(".\n")
    else:
        n.t("review in glaucoma clinic ")
        n.p("DATE", x.date(x.days(x.visit, 1, 10), x.pick(["wk", "num", "dm"])))
        n.t("; safety-netted, return if worse.\n")
    if car:
        n.t("Advised not to drive; car (reg ")
        n.p("VEHICLE", x.plate())
        n.t(") left in %s - %s to collect.\n" % (x.pick(["multi-storey car park", "visitor car park", "ED drop-off bay"]), x.rel))
    n.t("\nSeen by ")
    B.doc(n, x, x.reg, "full", title=x.dr())
    n.t(" (%s), %s " % (x.pick(B.JUNIOR_ROLE[x.c]), "pager" if us else x.pick(["bleep", "pager", "bleep"])))
    n.p("PHONE", x.pager())
    n.t("; discussed with on-call %s " % ("attending" if us else "consultant"))
    B.doc(n, x, x.cons, x.pick(["tl", "full"]), title=x.surgeon_title(x.cons))
    n.t(".\n")


def driving_assessment(n, x):
    c = Clin(x)
    rng = x.rng
    auth = AUTH[x.c]
    g2 = rng.random() < 0.4
    at_hosp = rng.random() < 0.4
    site_addr = x.hosp_addr if at_hosp else x.optom_addr
    n.p("HOSPITAL", x.hosp if at_hosp else x.optom_practice)
    n.t("\n")
    n.add(x.addr_pieces(site_addr))
    n.t("  Tel ")
    n.p("PHONE", x.phone(reg=site_addr["region"]))
    n.t("\n\n%s\n" % x.pick(["VISUAL FIELD ASSESSMENT FOR DRIVING (%s-commissioned)" % auth,
                             "Fitness to drive - vision report for %s" % auth,
                             "Esterman binocular field test - licensing report"]))
    n.t("%s case ref: " % auth)
    n.p("IDNUM", x.idnum(x.pick(["D", "MED/", "C"])))
    n.t("\n\nApplicant: ")
    B.name(n, x, x.pt, "PATIENT", x.pick(["tf", "LF", "FL"]))
    n.t("\nDate of birth: ")
    n.p("DATE", x.date(x.dob))
    n.t("  (age ")
    n.p("AGE", str(x.age))
    n.t(")\nAddress: ")
    n.add(x.addr_pieces(x.addr))
    n.t("\nDriving licence no.: ")
    n.p("LICENSE", x.driving_licence(x.pt))
    n.t("   Group: %s\n" % ("2 (bus/lorry)" if g2 else "1 (car/motorcycle)"))
    if rng.random() < 0.7:
        n.t("Vehicle registration: ")
        n.p("VEHICLE", x.plate())
        if rng.random() < 0.3:
            n.t("   VIN ")
            n.p("VEHICLE", x.vin())
        n.t("\n")
    n.t("Identity check: photocard licence")
    if rng.random() < 0.6:
        bk = x.pick(["fp", "palm", "iris"])
        n.t(" + biometric check-in (%s ID " % {"fp": "fingerprint", "palm": "palm-vein", "iris": "iris template"}[bk])
        n.p("BIOID", x.bioid(bk))
        n.t(")")
    n.t("\nOccupation: ")
    if x.retired:
        n.t("retired ")
        n.p("PROFESSION", x.prof)
    else:
        n.p("PROFESSION", x.pick(["bus driver", "HGV driver", "taxi driver", "delivery driver", "courier", x.prof]))
        n.t(", employed by ")
        n.p("ORGANIZATION", x.employer)
    n.t("\n\nTest date: ")
    n.p("DATE", x.date(x.visit))
    n.t("   Examiner: ")
    n.p("DOCTOR", x.optom.full())
    lab, val = x.optom_licence()
    n.t(" (%s " % lab)
    n.p("LICENSE", val)
    n.t(")\nEquipment: Humphrey HFA3, SN ")
    n.p("DEVICE", x.device_sn("hfa"))
    n.t("\nTest: Esterman binocular (120 points), %s spectacles worn, fixation monitored by operator\n" % x.pick(["own", "no", "trial-frame"]))
    missed = rng.randint(0, 28)
    n.t("Points missed: %d/120; within central 20 degrees: %d; horizontal extent %d degrees; "
        "cluster of %d adjoining missed points %s fixation.\n" % (missed, min(missed, rng.randint(0, 5)),
                                                                rng.randint(95, 150), rng.randint(0, 4),
                                                                x.pick(["above", "below", "left of", "right of"])))
    n.t("Monocular fields (for Group 2): %s\n" % ("HVF 24-2 both eyes attached" if g2 else "not required"))
    n.t("VA (binocular, with correction): %s\n" % (x.pick(["20/20", "20/25", "20/40"]) if c.usfmt else
                                                   x.pick(["6/6", "6/9", "6/7.5", "6/12"])))
    n.t("Diagnosis on file: %s (%s)\n\n" % (c.dx, c.code()))
    ok = missed < 10
    n.t("Outcome: %s\n" % ("Meets the field standard for Group %s" % ("2" if g2 else "1") if ok else
                           "Does NOT meet the standard - applicant advised to stop driving and notify %s" % auth))
    n.t("Applicant counselled; ")
    cp = rng.randint(0, 2)
    n.t(["copy given", "copy posted", "copy e-mailed to "][cp])
    if cp == 2:
        n.p("EMAIL", x.email(x.pt))
    n.t(".\ncc: %s " % B.GP_WORD[x.c])
    B.doc(n, x, x.gp, "full", title=x.dr())
    n.t(", ")
    n.p("HOSPITAL", x.practice)
    n.t("; consultant ")
    B.doc(n, x, x.cons, "tl", title=x.surgeon_title(x.cons))
    n.t(", ")
    n.p("HOSPITAL", x.hosp)
    n.t("\nNext assessment due: ")
    n.p("DATE", x.date(add_months(x.visit, x.pick([12, 24, 36])), x.pick(["my", None])))
    n.t("\n")


ETHNIC = {"GB": ["White British", "Black Caribbean", "Indian", "Pakistani", "Other White", "Black African"],
          "IE": ["White Irish", "Irish Traveller", "Other White", "Black African", "Asian"],
          "AU": ["Australian", "Aboriginal", "Torres Strait Islander", "Asian", "European"],
          "NZ": ["NZ European", "Maori", "Samoan", "Tongan", "Chinese", "Indian"],
          "CA": ["White", "South Asian", "Chinese", "Filipino", "Black", "First Nations"],
          "US": ["White", "Hispanic/Latino", "Black/African American", "Asian", "Native American"]}
SENSORY = {"GB": "the local authority sensory team", "IE": "the HSE visual impairment service",
           "AU": "state low vision services", "NZ": "the regional low vision service",
           "CA": "provincial vision rehabilitation services", "US": "state vocational rehabilitation services"}
CVI_HEAD = {"GB": "CERTIFICATE OF VISION IMPAIRMENT (CVI)", "IE": "Certification of Blindness / Vision Impairment",
            "AU": "Eye Examination Report - Blind/low vision registration", "NZ": "Blind and Low Vision Registration Form",
            "CA": "Vision Loss Registration - Eye Specialist Report", "US": "Certification of Legal Blindness"}


def sight_certificate(n, x):
    c = Clin(x)
    rng = x.rng
    severe = rng.random() < 0.5
    n.t(CVI_HEAD[x.c] + "\n")
    n.t("Form serial no. ")
    n.p("IDNUM", x.idnum(x.pick(["CVI", "BL-", "V"])))
    n.t("\n\nPART 1 - CERTIFICATE\nI consider that ")
    B.name(n, x, x.pt, "PATIENT", "tf")
    if x.c in ("US", "CA"):
        sev = "legally blind" if severe else "visually impaired (low vision)"
    else:
        sev = "severely sight impaired (blind)" if severe else "sight impaired (partially sighted)"
    n.t(" is %s.\nExamining ophthalmologist: " % sev)
    B.doc(n, x, x.cons, "full", title=x.surgeon_title(x.cons))
    lab, val = x.doc_licence()
    n.t(", %s " % lab)
    n.p("LICENSE", val)
    n.t("\nHospital: ")
    n.p("HOSPITAL", x.hosp)
    n.t(", ")
    n.add(x.addr_pieces(x.hosp_addr))
    n.t("\nDate of examination: ")
    n.p("DATE", x.date(x.visit))
    n.t("\n\nPART 2 - PATIENT DETAILS\nTitle: %s   Surname: " % x.pt.title)
    n.p("PATIENT", x.pt.last)
    n.t("   Forename(s): ")
    n.p("PATIENT", x.pt.first)
    n.t("\nDate of birth: ")
    n.p("DATE", x.date(x.dob, "num"))
    n.t("   Sex: %s\nAddress: " % x.pt.sex)
    n.add(x.addr_pieces(x.addr))
    n.t("\nTelephone: ")
    n.p("PHONE", x.phone(reg=x.addr["region"]))
    n.t("   Mobile: ")
    n.p("PHONE", x.phone("mobile", reg=x.addr["region"]))
    if rng.random() < 0.6:
        n.t("\nEmail: ")
        n.p("EMAIL", x.email(x.pt))
    hl, hv = x.healthplan()
    n.t("\n%s: " % hl)
    n.p("HEALTHPLAN", hv)
    sl, sv = x.ssn()
    n.t("   %s: " % sl)
    n.p("SSN", sv)
    n.t("\n%s: " % B.GP_WORD[x.c].upper())
    B.doc(n, x, x.gp, "full", title=x.dr())
    n.t(", ")
    n.p("HOSPITAL", x.practice)
    n.t(", ")
    n.add(x.addr_pieces(x.practice_addr))
    n.t("\nPreferred format: %s\n" % x.pick(["large print (18 pt)", "email", "audio CD", "braille", "standard print"]))
    if rng.random() < 0.45:
        n.t("Country of birth: ")
        B.abroad(n, x)
        n.t("   Interpreter: %s\n" % x.pick(["not required", "required", "family member interprets"]))
    n.t("Ethnicity: %s\n" % x.pick(ETHNIC[x.c] + ["not stated", "prefer not to say"]))
    n.t("\nConsent: I consent to this certificate being shared with my %s, %s and "
        % (B.GP_WORD[x.c], SENSORY[x.c]))
    n.p("ORGANIZATION", x.pick(pools.SIGHT_CHARITIES))
    n.t(". Signed by patient")
    if rng.random() < 0.4:
        n.t(" (signed on behalf by %s " % x.rel)
        n.p("FAMILY", x.fam.full())
        n.t(")")
    n.t(".\n\nPART 3 - CLINICAL\n")
    if c.usfmt:
        v = (x.pick(["20/200", "20/400", "CF 2 ft"]), x.pick(["20/100", "HM", "20/200"]), x.pick(["20/200", "20/100"]))
    else:
        v = (x.pick(["6/60", "3/60", "CF", "6/36"]), x.pick(["6/24", "HM", "6/18", "1/60"]), x.pick(["6/24", "6/36", "6/60"]))
    n.t("Best corrected VA: %s %s, %s %s, binocular %s\n" % (c.e("R"), v[0], c.e("L"), v[1], v[2]))
    n.t("Fields: %s\n" % x.pick(["Esterman binocular 42/120 points seen", "constricted to <10 degrees centrally (HVF 10-2)",
                                 "Goldmann III4e < 20 degrees diameter", "dense bi-arcuate loss both eyes"]))
    n.t("Main cause: glaucoma - %s (ICD-10 H40.%d)\n" % (c.dx, rng.choice([1, 2, 5, 9])))
    n.t("Age at onset of sight loss: ")
    n.p("AGE", str(max(30, x.age - rng.randint(2, 20))))
    n.t("\n\nPART 4 - ECLO / SOCIAL\n")
    n.t("Lives %s. " % x.pick(["alone in a 3rd floor flat", "with %s" % x.rel, "in sheltered housing",
                                "alone, bungalow"]))
    if x.retired:
        n.t("Retired ")
        n.p("PROFESSION", x.prof)
    else:
        n.t("Works as %s " % art(x.prof))
        n.p("PROFESSION", x.prof)
        n.t(" at ")
        n.p("ORGANIZATION", x.employer)
    n.t(". %s\n" % x.pick(["Falls x2 this year.", "Struggling with bills and post.", "Has stopped driving.",
                           "Interested in IT training.", "Cares for spouse with dementia."]))
    n.t("ECLO: ")
    n.p("DOCTOR", x.nurse.full())
    n.t(", tel ")
    n.p("PHONE", x.phone(ext=True, reg=x.hosp_addr["region"]))
    n.t(", ")
    n.p("EMAIL", x.email(x.nurse, domain=x.hosp_domain()))
    n.t("\nCopies: patient, %s, local authority, " % B.GP_WORD[x.c])
    n.p("ORGANIZATION", "%s %s" % (x.addr["town"], x.pick(["Sensory Support", "Low Vision Service", "Sight Register"])))
    n.t("\n")


def portal_message(n, x):
    rng = x.rng
    c = Clin(x)
    he = "he" if x.pt.sex == "M" else "she"
    proxy = rng.random() < 0.35
    n.p("HOSPITAL", x.hosp)
    n.t(" - %s\n" % x.pick(["Patient Portal secure messages", "MyEyes portal - message thread", "Patient messaging"]))
    n.p("URL", x.url("portal"))
    n.t("\nThread ID: ")
    n.p("IDNUM", x.idnum("MSG-"))
    n.t("   Category: %s\n" % x.pick(["Medication question", "Appointment", "Post-op question", "Test results"]))
    n.t("Patient: ")
    B.name(n, x, x.pt, "PATIENT", "LF")
    n.t("  DOB ")
    n.p("DATE", x.date(x.dob, "num"))
    ml, mv = x.mrn()
    n.t("  %s " % ml)
    n.p("MRN", mv)
    n.t("\n\n--- Message 1 ---\nFrom: ")
    sender = x.fam if proxy else x.pt
    n.p("FAMILY" if proxy else "PATIENT", sender.full())
    n.t(" (%suser " % ("proxy for patient, " if proxy else ""))
    n.p("USERNAME", x.username(sender, x.pick([1, 3, 5])))
    n.t(")\nSent: ")
    d1 = x.visit
    n.p("DATE", x.date(d1, x.pick(["num", "short"])))
    n.t(" %02d:%02d   from IP " % (rng.randint(6, 23), rng.randint(0, 59)))
    n.p("IPADDR", x.ip())
    topic = rng.randint(0, 3)
    n.t("\nSubject: %s\n\n" % x.pick([["Flying after surgery?", "flying after my op", "travel question"],
                                       ["drops running out", "prescription", "Monopost out of stock"],
                                       ["side effects", "red sore eyes", "reaction to new drops"],
                                       ["can I change my appointment", "Appointment change"]][topic]))
    n.t(x.pick(["Hello,\n", "Hi,\n", "Dear eye clinic,\n", "Good morning\n"]))
    if proxy:
        n.t("I am writing for my %s " % {"M": "dad", "F": "mum"}[x.pt.sex] if x.rel in ("daughter", "son") else
            "I am writing on behalf of ")
        B.name(n, x, x.pt, "PATIENT", "first")
        n.t(". ")
    if topic == 0:
        n.t("%s had the %s operation on " % ("I" if not proxy else he.capitalize(),
                                             x.pick(["trabeculectomy", "PreserFlo", "glaucoma"])))
        n.p("DATE", x.date(x.days(d1, -20, -5), x.pick(["dm", "long", "num"])))
        n.t(" with ")
        B.doc(n, x, x.cons, "tl", title=x.surgeon_title(x.cons))
        n.t(". We are booked to fly to ")
        B.abroad(n, x)
        n.t(" on ")
        n.p("DATE", x.date(x.days(d1, 10, 40), x.pick(["long", "dm"])))
        n.t(" for a family wedding. Is it safe to fly, and can the drops go in hand luggage?\n")
    elif topic == 1:
        n.t("The pharmacy (")
        n.p("HOSPITAL", x.pharmacy)
        n.t(") says the %s is out of stock until next month and I only have 4 days left. "
            "Can the clinic send a new prescription or suggest an alternative?\n" % x.pick(["Monopost", "Ganfort", "Azarga", "Xalatan"]))
    elif topic == 2:
        n.t("Since starting the new drops my eyes are red and itchy and the skin around them is sore. "
            "Should I stop them? My next appointment is not until ")
        n.p("DATE", x.date(add_months(d1, 3), x.pick(["my", "long"])))
        n.t(".\n")
    else:
        n.t("I can't make my appointment on ")
        n.p("DATE", x.date(x.days(d1, 3, 20), x.pick(["wk", "long"])))
        n.t(" as I am working (I'm %s " % art(x.prof))
        n.p("PROFESSION", x.prof)
        n.t(" and can't get cover). Could it be moved to a Friday?\n")
    n.t("My number is ")
    n.p("PHONE", x.phone("mobile"))
    n.t(x.pick([" or email me at ", " - or reply to "]))
    n.p("EMAIL", x.email(sender))
    n.t("\nThanks, ")
    n.p("FAMILY" if proxy else "PATIENT", sender.first)
    n.t("\n\n--- Message 2 ---\nFrom: ")
    n.p("DOCTOR", x.nurse.full())
    n.t(" (%s)\nSent: " % x.pick(B.NURSE_ROLE[x.c]))
    n.p("DATE", x.date(x.days(d1, 1, 3), x.pick(["num", "short"])))
    n.t(" %02d:%02d\n\nDear " % (rng.randint(8, 17), rng.randint(0, 59)))
    if proxy:
        n.p("FAMILY", sender.first)
    else:
        B.name(n, x, x.pt, "PATIENT", "tl")
    n.t(",\n")
    n.t(["Flying is fine after trabeculectomy once the first post-op check is done; keep the drops in hand luggage "
         "with the prescription label. I have discussed this with ",
         "We have sent a prescription for a preservative-free alternative (Monopost) to the pharmacy. This was agreed with ",
         "Please stop the new drop and use only the others until reviewed. This has been discussed with ",
         "I have moved the appointment - the new date is in your portal. This was checked with "][topic])
    B.doc(n, x, x.cons, "tl", title=x.surgeon_title(x.cons))
    n.t(". If you have pain, worsening redness or reduced vision please call Eye Casualty on ")
    n.p("PHONE", x.phone(reg=x.hosp_addr["region"]))
    n.t(".\nKind regards\n")
    n.p("DOCTOR", x.nurse.first)
    n.t("\n\n--- Audit ---\n")
    n.t("Message 1 read by ")
    n.p("USERNAME", x.username(x.nurse, x.pick([0, 2, 4])))
    n.t(" from ")
    n.p("IPADDR", x.ip())
    n.t(" on ")
    n.p("DATE", x.date(x.days(d1, 1, 3), "num"))
    n.t("\n")
    if rng.random() < 0.5:
        n.t("Patient app login: biometric (fingerprint ID ")
        n.p("BIOID", x.bioid("fp"))
        n.t(")\n")
