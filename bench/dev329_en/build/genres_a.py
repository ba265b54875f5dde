"""Genres: referral acceptance letter, special care assessment."""

from core import Note, pick, chance, sample, typo, digits, letters
from case import pt_ref, carer_ref, paid_carer_ref
from locale_fmt import add_days, workday
import blocks
import clinical
import places


def referral_acceptance(rng, k):
    n = Note()
    L = k.L
    blocks.letterhead(rng, n, k)
    if chance(rng, 0.7):
        n.w(k.ref[0] + " ", (k.ref[1], "IDNUM"))
        if chance(rng, 0.4):
            n.w("     Your ref: ", (letters(rng, 2) + digits(rng, 4), "IDNUM"))
        n.w("\n")
    letter_date = add_days(k.referral_date, rng.randrange(7, 40))
    n.w("Date: " if chance(rng, 0.5) else "", L.d(rng, letter_date), "\n\n")
    referrer_gp = chance(rng, 0.25)
    ref = k.gp if referrer_gp else k.gdp
    if referrer_gp:
        n.ln(k.gp.name("title_full"))
        n.ln((k.gp_practice, "HOSPITAL"))
        n.ln(L.addr(rng, k.gdp_addr, sep="\n"))
    else:
        blocks.gdp_address_block(rng, n, k)
    n.w("\nDear ", ref.name("title_last") if chance(rng, 0.7) else ref.name("first"), ",\n\n")
    blocks.pt_banner(rng, n, k, style="letter", address=chance(rng, 0.7))
    n.w("\n")
    he, his = k.pt.he(), k.pt.his()
    cond = k.conds[0]
    n.w(typo(rng, "Thank you for your referral dated "), L.d(rng, k.referral_date))
    if chance(rng, 0.5):
        n.w(", received by our central booking team on ", L.d(rng, add_days(k.referral_date, rng.randrange(1, 9))))
    n.w(", regarding the above ", pick(rng, ["patient", "young person" if k.age < 18 else "gentleman" if k.pt.sex == "M" else "lady"]),
        ", who is ", (str(k.age), "AGE"), pick(rng, [" years old", " and has " + cond + ".", " with a history of " + cond + "."]))
    if not n.buf[-1].endswith("."):
        n.w(" and has " + cond + ".")
    n.w(" ")
    outcome = pick(rng, ["accept", "accept", "accept_appt", "accept_dom", "partial"])
    iosn = clinical.triage(rng, L)
    if outcome == "accept":
        n.w("I am pleased to confirm that ", pt_ref(rng, k), " has been accepted by the ",
            pick(rng, ["Special Care Dental Service", "service", "Special Care team"]),
            " (" + iosn + ") and has been added to our waiting list for a new patient assessment. ")
        n.w("The current wait for an assessment is approximately ", str(rng.randrange(6, 30)),
            " weeks; you will be contacted by telephone or letter with an appointment.\n\n")
    elif outcome == "accept_dom":
        n.w("As ", he, " is ", pick(rng, ["bed-bound", "unable to travel due to frailty", "hoist-dependent and unable to use transport"]),
            ", ", he, " has been accepted for domiciliary assessment (" + iosn + "). Our domiciliary team will telephone ",
            (k.care_home, "HOSPITAL") if k.res == "care_home" else "the family",
            " to arrange a visit.\n\n")
    elif outcome == "partial":
        n.w("Having triaged the referral, ", pt_ref(rng, k), " has been accepted for assessment only (" + iosn +
            "). Following assessment we may return routine care to you with a treatment plan and advice, "
            "as per our shared-care arrangements.\n\n")
    else:
        appt = workday(add_days(letter_date, rng.randrange(10, 60)))
        n.w(pt_ref(rng, k), " has been accepted (" + iosn + ") and an appointment has been arranged as follows:\n\n")
        n.w("   Date:     ", L.d(rng, appt, "wd_long"), "\n")
        n.w("   Time:     ", pick(rng, ["09:00", "09:30", "10:15", "13:30", "14:00"]), " (first appointment of the session)\n")
        n.w("   Venue:    ", (k.hosp if chance(rng, 0.5) else k.service, "HOSPITAL"))
        if chance(rng, 0.6):
            n.w(", ", (places.building(rng), "LOCATION_OTHER"))
        n.w(", Surgery ", (str(rng.randrange(1, 9)), "LOCATION_OTHER"), "\n")
        n.w("   With:     ", k.lead.name("title_full"), ", " + k.lead.role, "\n\n")
    # referral content summary
    n.w(pick(rng, ["Your letter describes ", "We note from your referral ", "The referral outlines "]))
    n.w(pick(rng, ["repeated failed attempts at examination in practice", "pain from " + pick(rng, ["UL6", "LR7", "36", "#19", "lower anteriors"]) +
                   " with facial swelling last month", "inability to tolerate treatment under LA",
                   "extensive caries and poor cooperation", "a need for multiple extractions in a patient on " +
                   pick(rng, ["apixaban", "warfarin", "clopidogrel", "denosumab"])]))
    n.w(". ", pick(rng, ["Medical history noted: ", "PMH: ", "We have noted: "]), "; ".join(k.conds), ". ")
    if k.meds:
        n.w("Medications as listed: ", ", ".join(k.meds[:3]), ".")
    n.w("\n\n")
    # what to bring
    n.w(pick(rng, ["Please ensure ", "We would be grateful if "]))
    if k.res == "care_home":
        n.w("a member of staff from ", (k.care_home, "HOSPITAL"), " who knows ", pt_ref(rng, k, ["first", "title_last"]), " well")
    elif k.res == "supported":
        n.w(pt_ref(rng, k, ["first"]), "'s " + k.carer_role + " from ", (k.provider, "ORGANIZATION"))
    else:
        n.w(carer_ref(rng, k))
        if k.fam_prof and chance(rng, 0.6):
            n.w(" (a ", (k.fam_prof, "PROFESSION"), " - has asked for afternoon appointments where possible)")
    n.w(" attends with ", k.pt.him(), " and brings:\n")
    items = ["an up-to-date medication list (or MAR chart)", "the hospital / communication passport",
             "any " + L.decision_maker() + " documentation", "the behaviour support plan",
             "recent blood results (INR within 72 hours if on warfarin)", "glasses/hearing aids if used"]
    for it in sample(rng, items, rng.randrange(2, 5)):
        n.w("  - " + it + "\n")
    n.w("\n")
    if chance(rng, 0.5):
        n.w("A hoist and a wheelchair recliner are available in ", pick(rng, ["Surgery 2", "the bariatric surgery", "our ground-floor surgery"]),
            ". Accessible parking is available next to ", places.landmark(rng), ".\n\n")
    n.w("If the appointment is not convenient, please contact the booking team on ", (k.svc_phone, "PHONE"))
    if chance(rng, 0.5):
        n.w(" or email ", (k.svc_email, "EMAIL"))
    n.w(". " + pick(rng, ["Patients who do not attend two consecutive appointments may be discharged back to the referring practitioner; for adults at risk we will always contact the carer and " + L.term("gp") + " first.",
                          "Please note that we are unable to provide routine check-ups; " + k.pt.he() + " should remain registered with your practice for regular care.",
                          "Easy-read information about what happens at the appointment is available on our website."]))
    if chance(rng, 0.3):
        n.w(" ", (k.svc_url, "URL"))
    n.w("\n\n")
    n.w(pick(rng, ["In the meantime please continue any emergency care and prevention (fluoride varnish 22,600 ppm, high-fluoride toothpaste 5000 ppm) as appropriate.",
                   "While awaiting assessment, " + k.pt.he() + " remains under your care for urgent treatment.",
                   "Should the situation become urgent, please telephone and ask to speak to the duty dentist."]), "\n\n")
    signer = k.lead if chance(rng, 0.6) else k.admin
    blocks.sig(rng, n, k, signer, reg=signer is k.lead)
    if signer is k.admin and chance(rng, 0.6):
        n.w("On behalf of ", k.lead.name("title_full"), "\n")
    blocks.cc_block(rng, n, k, gp=not referrer_gp)
    return n


def special_care_assessment(rng, k):
    n = Note()
    L = k.L
    us = L.code in ("US", "CA")
    n.ln(pick(rng, ["SPECIAL CARE DENTISTRY - NEW PATIENT ASSESSMENT", "Special Care Dental Assessment",
                    "NEW PATIENT ASSESSMENT (SCD)", "Comprehensive Special Needs Dental Evaluation" if us else "Initial Assessment - Special Care Dentistry"]))
    n.w((k.service if chance(rng, 0.6) else k.hosp, "HOSPITAL"), "\n\n")
    blocks.pt_banner(rng, n, k, style=pick(rng, ["form", "compact"]))
    n.w("\nDate seen: ", L.d(rng, k.visit), "    Clinician: ", k.lead.name(pick(rng, ["title_full", "full"])))
    n.w("    " + k.nurse.role + ": ", k.nurse.name(pick(rng, ["full", "first_linit"])), "\n")
    n.w("Referred by: ", k.gdp.name("title_full"), " (" + L.term("gdp") + "), ", (k.gdp_practice, "HOSPITAL"),
        " - referral dated ", L.d(rng, k.referral_date), "\n")
    n.w("Accompanied by: ")
    if k.res == "care_home":
        n.w(paid_carer_ref(rng, k), " from ", (k.care_home, "HOSPITAL"))
    elif k.res == "supported":
        n.w(paid_carer_ref(rng, k), " (", (k.provider, "ORGANIZATION"), ")")
    else:
        n.w(k.rel + " ", k.fam.name(pick(rng, ["full", "title_full"]), "FAMILY"), ", tel ", (k.fam_phone, "PHONE"))
    n.w("\n\n")
    n.w("REASON FOR REFERRAL\n")
    n.w(pick(rng, ["Unable to examine in general practice; ", "Referred for assessment of treatment under sedation/" +
                   L.term("ga") + "; ", "Dental pain and reduced eating per carers; ", "Anxious adult, never completed treatment; "]))
    n.w("carers report ", pick(rng, ["hitting at face", "refusing food on the left", "bleeding gums on brushing", "bad breath",
                                     "waking at night", "broken front tooth after fall"]), " since ",
        L.d(rng, add_days(k.visit, -rng.randrange(30, 200)), pick(rng, ["month_year", "num", "long"])), ".\n\n")
    n.w("MEDICAL HISTORY\n")
    for c in k.conds:
        n.w(" - " + c + "\n")
    if chance(rng, 0.35):
        dev, lab = pick(rng, clinical.PATIENT_DEVICES)
        n.w(" - " + dev + " (" + lab + " ", (letters(rng, 2) + digits(rng, 6) if chance(rng, 0.5) else digits(rng, 9, True), "DEVICE"),
            ") - avoid magnetostrictive ultrasonic scaler; piezo OK per cardiac physiologist\n" if dev in ("pacemaker", "ICD")
            else ") - device card seen\n")
    if chance(rng, 0.5):
        n.w(" - bloods: " + "; ".join(clinical.labs(rng)) + " (", L.d(rng, add_days(k.visit, -rng.randrange(3, 60)), "num"), ")\n")
    n.w("Medication: " + (", ".join(k.meds) if k.meds else "nil regular") + "\n")
    n.w("Allergies: " + k.allergy + "\n")
    n.w(L.term("gp") + ": ", k.gp.name(pick(rng, ["title_full", "title_last"])), ", ", (k.gp_practice, "HOSPITAL"), "\n\n")
    n.w("SOCIAL HISTORY\n")
    if k.res == "care_home":
        n.w("Resident at ", (k.care_home, "HOSPITAL"), ", room ", (k.room, "LOCATION_OTHER"), ", ", L.addr(rng, k.ch_addr), ". ")
        n.w("Named nurse: ", k.ch_nurse.name(pick(rng, ["full", "first"])), " ", k.ch_nurse.creds, ". ")
    elif k.res == "supported":
        n.w("Lives in a supported-living flat (24h support, 1:1 in community) provided by ", (k.provider, "ORGANIZATION"), ". ")
    elif k.res == "alone":
        n.w("Lives alone at ", (k.addr["street"], "STREET"), "; daily visits from a home-care agency. ")
    else:
        n.w("Lives with " + k.pt.his() + " " + k.rel + " ", k.fam.name(pick(rng, ["first", "full"]), "FAMILY"))
        if k.fam_prof:
            n.w(", who works as a ", (k.fam_prof, "PROFESSION"))
        n.w(". ")
    if k.prof:
        n.w(k.pt.he().capitalize() + " " + ("is a " if k.prof_lead.startswith("retired") else "") + k.prof_lead, (k.prof, "PROFESSION"), ". ")
    if k.age < 19:
        n.w("Attends ", (k.dayc, "ORGANIZATION"), " (year " + str(rng.randrange(3, 14)) + "). ")
    elif chance(rng, 0.5):
        n.w("Attends ", (k.dayc, "ORGANIZATION"), " " + pick(rng, ["Mon/Wed/Fri", "three days a week", "weekday mornings"]) + ". ")
    if k.birth_country:
        n.w("Born in ", (k.birth_country, "COUNTRY"), ", moved here in ", (str(max(k.dob.year + 1, k.visit.year - rng.randrange(3, 40))), "DATE"), ". ")
    n.w(pick(rng, ["Non-smoker, no alcohol.", "Smokes 10/day.", "Ex-smoker (20 pack-years).", "No alcohol; vapes."]), "\n\n")
    n.w("COMMUNICATION / BEHAVIOUR\n" + k.comm[0].upper() + k.comm[1:] + ". " + k.behav[0].upper() + k.behav[1:] + ".\n")
    n.w("Capacity (" + L.capacity_law() + "): " + pick(rng, [
        "lacks capacity to consent to complex dental treatment - best interests process required.",
        "has capacity for examination and simple treatment; capacity for GA to be assessed separately.",
        "fluctuating capacity; assess decision-specifically on the day.",
        "able to consent with support (visual aids, extra time)."]) + "\n\n")
    n.w("DIET / ORAL HYGIENE\n")
    n.w(pick(rng, ["Soft diet; frequent sugary drinks (blackcurrant squash) through day. ", "PEG fed, nil by mouth. ",
                   "Normal diet, grazing on biscuits between meals; thickened fluids (IDDSI level 2). ",
                   "Sweet tea x6/day with 2 sugars. "]))
    n.w(pick(rng, ["Brushing done by carers twice daily with 1450 ppm toothpaste, partial access only.",
                   "Brushes self once daily, supervised; electric toothbrush (oscillating-rotating) not tolerated.",
                   "Mouthcare with foam swabs only - advised against.", "Uses Duraphat 5000 ppm toothpaste, spit don't rinse."]), "\n\n")
    n.w("EXAMINATION\nE/O: " + pick(rng, ["NAD. TMJ no clicking, no lymphadenopathy.", "Mild bilateral submandibular lymphadenopathy, non-tender.",
                                        "Angular cheilitis bilaterally. Lips dry.", "Limited mouth opening (22 mm interincisal)."]) + "\n")
    n.w("I/O: ")
    fnd = sample(rng, clinical.DENTAL_FINDINGS, rng.randrange(2, 4))
    for f in fnd:
        n.w(f + ". ")
    tt = clinical.teeth(rng, L, rng.randrange(3, 7))
    n.w("Caries noted " + ", ".join(tt) + ".")
    if L.code in ("UK", "IE", "NZ", "AU") and chance(rng, 0.7):
        n.w(" BPE " + clinical.bpe(rng) + ".")
    n.w("\n")
    n.w("Radiographs: ")
    if chance(rng, 0.5):
        n.w(pick(rng, ["right and left bitewings", "DPT", "periapical " + clinical.tooth(rng, L)]), " taken, accession ",
            (pick(rng, ["RAD", "DX", "XR"]) + digits(rng, 7), "IDNUM"), " - ", pick(rng, ["diagnostic", "grade 2 (movement)", "limited by cooperation"]), ".\n")
    else:
        n.w("not possible today (unable to tolerate sensor). To take under " + L.term("ga") + ".\n")
    n.w("\nDIAGNOSIS / SUMMARY\n")
    n.w(pick(rng, ["Caries risk HIGH, perio risk moderate. ", "Multiple carious lesions with acute pain source likely " + clinical.tooth(rng, L) + ". ",
                   "Generalised chronic periodontitis (stage III grade B). ", "Retained roots and denture-related stomatitis. "]))
    n.w(pick(rng, clinical.SCORES) + ". " + pick(rng, clinical.IOSN_TEXT) + ".\n\n")
    n.w("PLAN\n")
    plan = pick(rng, [
        ["Treatment under " + L.term("ga") + " (comprehensive care: radiographs, scale, restorations, XLA as needed).",
         "Best interests meeting with " + k.rel + " before listing.", "Pre-assessment with " + L.term("anaesthetist") + " - airway/ BMI review."],
        ["IV sedation (midazolam) for extractions " + ", ".join(clinical.teeth(rng, L, 2)) + ".", "Escort required - confirmed.",
         "Liaise with haematology re: " + pick(rng, ["factor cover", "INR on day", "platelet count"]) + "."],
        ["Acclimatisation visits x3 with social story before attempting treatment under LA.",
         "Prevention: 5000 ppm toothpaste (prescribed), FV 3-monthly.", "Review 3/12."],
        ["Inhalation sedation trial for scaling and restorations.", "Oral hygiene instruction to carers with demonstration.",
         "Review 6/12 or sooner if pain."],
    ])
    for i, p in enumerate(plan):
        n.w(str(i + 1) + ". " + p + "\n")
    n.w("Next appointment: ", L.d(rng, k.next_date), " " + pick(rng, ["09:30", "10:00", "11:15", "14:00"]) + "\n")
    if chance(rng, 0.4):
        n.w("Letter to " + L.term("gdp") + " ", k.gdp.name("title_last"), " and " + L.term("gp") + " to follow.\n")
    n.w("\n")
    k.lead.signoff(rng, n, with_reg=chance(rng, 0.6))
    if chance(rng, 0.5):
        blocks.audit_line(rng, n, k, k.lead, k.visit, "%02d:%02d" % (rng.randrange(9, 18), rng.randrange(60)))
    return n
