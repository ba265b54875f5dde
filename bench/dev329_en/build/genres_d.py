"""Genres: consent / best interests record, recall and DNA log, discharge letter to GDP."""

from core import Note, pick, chance, sample, typo, digits, letters
from case import pt_ref, carer_ref, paid_carer_ref, make_staff
from locale_fmt import add_days, workday, BIRTH_COUNTRIES
import blocks
import clinical
import names
import places


def consent_bi(rng, k):
    n = Note()
    L = k.L
    uk = L.code == "UK"
    n.ln(pick(rng, ["BEST INTERESTS DECISION RECORD", "Capacity Assessment and Best Interests Record - Dental Treatment",
                    "CONSENT / BEST INTERESTS - SPECIAL CARE DENTISTRY"] if L.code in ("UK", "IE", "SG") else
                   ["CONSENT FOR DENTAL TREATMENT - SUBSTITUTE DECISION", "Informed Consent Record (Surrogate)", "CONSENT AND CAPACITY RECORD"]))
    n.w("Legal framework: " + L.capacity_law() + "\n\n")
    blocks.pt_banner(rng, n, k, style=pick(rng, ["form", "compact"]), address=chance(rng, 0.5))
    n.w("\nDECISION TO BE MADE\n")
    n.w(pick(rng, ["Dental examination, radiographs, scaling, restorations and extraction of any unrestorable teeth under " + L.term("ga") + ".",
                   "Extraction of " + ", ".join(clinical.teeth(rng, L, rng.randrange(1, 4))) + " under IV sedation.",
                   "Full clearance and provision of complete dentures.",
                   "Use of clinical holding (two-person hand hold) for examination."]) + "\n")
    n.w("Combined procedures requested: " + pick(rng, ["bloods (FBC, U&E, lipids)", "none", "ear wax removal", "none", "toenail cutting"]) + "\n\n")
    n.w("CAPACITY ASSESSMENT\n")
    n.w("Date: ", L.d(rng, k.visit), "   Assessor: ", k.lead.name(pick(rng, ["title_full", "full"])), ", " + k.lead.role + "\n")
    n.w("Impairment/disturbance of mind or brain: Yes - " + k.conds[0] + "\n")
    n.w("Understand relevant information: " + pick(rng, ["No - could not say why teeth need treatment even with pictures.",
                                                         "Partially - understood 'tooth out' but not the risks of anaesthesia.",
                                                         "No - no response to simple choices."]) + "\n")
    n.w("Retain: " + pick(rng, ["No - after 5 minutes no recall of discussion.", "Unable to assess.", "For a short time only."]) + "\n")
    n.w("Use/weigh: " + pick(rng, ["No.", "No - focused only on going home.", "Unable to weigh risks against benefits."]) + "\n")
    n.w("Communicate: " + pick(rng, ["Yes, verbally (but decision inconsistent).", "Limited - nods; unreliable.", "Via Makaton - consistent 'no' to needles."]) + "\n")
    n.w("Support given: " + pick(rng, ["easy-read leaflet, photos of theatre, visit to unit", "Makaton and symbols, quiet room, familiar carer present",
                                       "two sessions at preferred time of day (morning)", "social story sent in advance by email"]) + ".\n")
    n.w("Outcome: lacks capacity for this specific decision at this time.\n\n")
    n.w("ADVANCE DECISION / LEGAL AUTHORITY\n")
    if chance(rng, 0.4):
        n.w(L.decision_maker()[0].upper() + L.decision_maker()[1:] + ": ", k.fam.name(pick(rng, ["full", "title_full"]), "FAMILY"),
            " (" + k.rel + ")")
        if uk and chance(rng, 0.6):
            n.w(", OPG reference ", ("LP" + digits(rng, 7), "IDNUM"))
        n.w(" - document seen and copied.\n")
    else:
        n.w("None in place. No advance decision relevant to dental care.\n")
    no_family = chance(rng, 0.3)
    if no_family:
        adv = names.make_person(rng, L.code)
        n.w(("IMCA" if uk else "Independent advocate") + " instructed: ", adv.name("full", "FAMILY"), ", ",
            (places.org(rng, L.code, "charity"), "ORGANIZATION"), " (tel ", (L.phone(rng), "PHONE"), "), instructed ",
            L.d(rng, add_days(k.visit, -rng.randrange(5, 30))), ".\n")
    n.w("\nPEOPLE CONSULTED\n")
    if not no_family:
        n.w(" - ", k.fam.name("full", "FAMILY"), " (" + k.rel)
        if k.fam_prof and chance(rng, 0.6):
            n.w("; ", pick(rng, ["works as a ", "retired ", ""]), (k.fam_prof, "PROFESSION"))
        if chance(rng, 0.25):
            n.w("; lives in ", (pick(rng, BIRTH_COUNTRIES), "COUNTRY"))
        n.w("), " + pick(rng, ["in person", "by telephone", "by video call"]), ": ",
            pick(rng, ["supports treatment; feels pain is affecting sleep and eating.", "worried about anaesthetic risk but agrees it is the least restrictive effective option.",
                       "would like teeth kept where possible."]) + "\n")
    if k.res == "care_home":
        n.w(" - ", k.ch_nurse.name("full"), " (" + k.ch_nurse.role + ", ", (k.care_home, "HOSPITAL"), "): reports " +
            pick(rng, ["weight loss 4 kg over 3 months", "refusing hard food", "night-time distress"]) + ".\n")
    else:
        n.w(" - ", k.carer.name("full", "FAMILY"), " (" + k.carer_role + ", ", (k.provider, "ORGANIZATION"), "): " +
            pick(rng, ["describes hand-to-mouth behaviours", "brushing now refused", "agrees with plan"]) + ".\n")
    lnurse = names.make_person(rng, L.code)
    n.w(" - ", lnurse.name("full", "DOCTOR"), " (" + pick(rng, ["learning disability liaison nurse", "community LD nurse", "behaviour support practitioner", "psychiatry liaison nurse"]) + ")\n")
    n.w(" - " + L.term("gp") + " ", k.gp.name("title_full"), " - no medical contraindication to " + L.term("ga") + ".\n")
    n.w("\nPatient's own wishes, feelings and values: " + pick(rng, ["enjoys food, especially roast dinners; dislikes hospitals.",
                                                                 "has always cared about appearance and smile (per " + k.rel + ").",
                                                                 "becomes anxious with unfamiliar people; loves music."]) + "\n\n")
    n.w("OPTIONS CONSIDERED\n")
    n.w("1. No treatment - ongoing pain/infection risk. Rejected.\n")
    n.w("2. Treatment under LA in chair - not tolerated at assessment on ", L.d(rng, add_days(k.visit, -rng.randrange(20, 120))), ".\n")
    n.w("3. IV sedation - " + pick(rng, ["cannulation unlikely to be tolerated", "considered; insufficient for extent of treatment", "preferred option"]) + ".\n")
    n.w("4. " + L.term("ga").capitalize() + " - allows comprehensive care in one episode; risks discussed (ASA " + pick(rng, ["II", "III"]) + ").\n")
    n.w("Least restrictive option considered: yes. Restrictive practices: " + pick(rng, ["none", "oral premed (agreed)", "covert premed NOT agreed"]) + ".\n\n")
    n.w("DECISION\n")
    n.w("Proceed with option " + pick(rng, ["4", "4", "3"]) + " as being in ", pt_ref(rng, k), "'s best interests. ")
    n.w("Provisional date: ", L.d(rng, k.next_date), " at ", (k.hosp, "HOSPITAL"), ".\n")
    if uk:
        n.w("Consent Form 4 completed and scanned.\n")
    n.w("\nDecision maker: ", k.lead.name(pick(rng, ["full", "title_full"])), "   Signature on paper record   Date: ", L.d(rng, k.visit, "num"), "\n")
    if chance(rng, 0.5):
        n.w("Witness: ", k.nurse.name("full"), " (" + k.nurse.role + ")\n")
    if chance(rng, 0.35):
        blocks.audit_line(rng, n, k, k.lead, k.visit, clinical.clock(rng.randrange(9, 18), rng.randrange(60)))
    return n


OUTCOMES = [("Attended", 6), ("DNA", 3), ("CNA - patient unwell", 1), ("Cancelled by clinic", 1),
            ("CNA - transport failed", 1), ("Attended - partial treatment", 2), ("Rebooked at carer request", 1)]


def recall_dna(rng, k):
    n = Note()
    L = k.L
    us = L.code == "US"
    n.ln(pick(rng, ["APPOINTMENT HISTORY - RECALL & DNA LOG", "Recall / Attendance Log", "DNA & Recall Tracking Report", "Patient Appointment Audit"]))
    n.w((k.service, "HOSPITAL"), "   Generated ", L.d(rng, k.visit, "iso"), " by ", (k.admin.user, "USERNAME"), "\n\n")
    blocks.pt_banner(rng, n, k, style="compact")
    n.w("Preferred contact: " + pick(rng, ["carer (see below)", "SMS", "letter + phone", "care home office"]) + "\n")
    n.w("Contact 1: ", (k.mobile, "PHONE"), " (patient)   Contact 2: ", k.fam.name("full", "FAMILY"), " (" + k.rel + ") ", (k.fam_phone, "PHONE"), "\n")
    n.w("Recall interval: " + pick(rng, ["3 months (high caries risk)", "6 months", "4 months", "12 weeks (post-GA)"]) + "   Recall due: ", L.d(rng, k.next_date), "\n\n")
    n.w("Date       | Time  | Clinic/Surgery | Clinician | Type | Outcome | User\n")
    d = add_days(k.visit, -rng.randrange(300, 700))
    rows = rng.randrange(7, 13)
    dnas = 0
    users = [k.admin.user, k.nurse.user, make_staff(rng, L, "admin").user]
    for i in range(rows):
        d = workday(add_days(d, rng.randrange(14, 80)))
        if d > k.visit:
            break
        outc = pick(rng, [x for x, w in OUTCOMES for _ in range(w)])
        if outc == "DNA":
            dnas += 1
        t = pick(rng, ["09:00", "09:30", "10:15", "11:00", "13:30", "14:15", "15:00"])
        n.w(L.d(rng, d, "num"), " | " + t + " | Surg ", (str(rng.randrange(1, 7)), "LOCATION_OTHER"), " | ",
            (k.lead if chance(rng, 0.5) else k.ther).p.name("init_nodot", "DOCTOR"),
            " | " + pick(rng, ["NP assess", "Review", "Tx IS", "Tx LA", "FV/recall", "Acclimatisation", "Post-GA review"]) + " | " + outc + " | ",
            (pick(rng, users), "USERNAME"), "\n")
    n.w("\nCONTACT ATTEMPTS\n")
    for i in range(rng.randrange(2, 5)):
        cd = add_days(k.visit, -rng.randrange(1, 60))
        what = rng.randrange(4)
        n.w(L.d(rng, cd, "num"), " " + clinical.clock(rng.randrange(8, 17), rng.randrange(60)) + "  ")
        if what == 0:
            n.w("SMS reminder to ", (k.mobile, "PHONE"), " - delivered (gateway ", (blocks.private_ip(rng), "IPADDR"), ")")
        elif what == 1:
            n.w("Phoned ", k.fam.name(pick(rng, ["first", "full"]), "FAMILY"), " on ", (k.fam_phone, "PHONE"), " - " +
                pick(rng, ["no answer, voicemail left", "spoke; will bring next time", "number unobtainable"]))
        elif what == 2:
            n.w("Letter sent to ", L.addr(rng, k.addr))
        else:
            n.w("Emailed ", (k.fam_email, "EMAIL"), " with easy-read appointment letter")
        n.w(" [", (pick(rng, users), "USERNAME"), "]\n")
    n.w("\nDNA count (12 months): %d\n" % max(dnas, 2))
    n.w("Policy note: adult at risk - NOT discharged automatically. ")
    n.w(pick(rng, ["Discussed with ", "Escalated to ", "Reviewed by "]), k.lead.name(pick(rng, ["title_full", "title_last"])), " on ",
        L.d(rng, add_days(k.visit, -rng.randrange(0, 10))), ". ")
    n.w(pick(rng, ["Letter to " + L.term("gp") + " and carer; one further appointment offered.",
                   "Safeguarding considered - no concerns (missed appointments due to transport). Rebooked with transport.",
                   "Decision: discharge to " + L.term("gdp") + " with re-referral advice.",
                   "Carer reports patient moved to new placement - address update requested."]))
    n.w("\n")
    if chance(rng, 0.4):
        n.w("Next appointment: ", L.d(rng, k.next_date, "wd_long"), " " + pick(rng, ["09:30", "10:00", "14:00"]) + ", ",
            (k.service, "HOSPITAL"), "\n")
    if chance(rng, 0.3):
        n.w("Transport booking ref ", ("TR" + digits(rng, 7), "IDNUM"), "\n")
    return n


def discharge_gdp(rng, k):
    n = Note()
    L = k.L
    blocks.letterhead(rng, n, k)
    if chance(rng, 0.5):
        n.w(k.ref[0] + " ", (k.ref[1], "IDNUM"), "\n")
    nsteps = rng.randrange(3, 5)
    step_dates = []
    d = k.referral_date
    for i in range(nsteps):
        d = workday(add_days(d, rng.randrange(20, 90)))
        step_dates.append(d)
    dd = workday(add_days(step_dates[-1], rng.randrange(1, 20)))
    n.w(L.d(rng, dd), "\n\n")
    blocks.gdp_address_block(rng, n, k)
    n.w("\nDear ", k.gdp.name(pick(rng, ["title_last", "title_last", "first"])), ",\n\n")
    blocks.pt_banner(rng, n, k, style="letter", address=chance(rng, 0.7))
    n.w("\n" + pick(rng, ["DISCHARGE FROM SPECIAL CARE DENTAL SERVICE", "Discharge summary", "Completion of treatment and discharge"]) + "\n\n")
    n.w("I am writing to let you know that ", pt_ref(rng, k), " has completed " + k.pt.his() + " course of care with us and is now discharged back to your practice for ongoing routine care")
    n.w(pick(rng, [".", ", as agreed when " + k.pt.he() + " was referred.", " under our shared-care pathway."]) + "\n\n")
    n.w("Summary of care:\n")
    steps = [("assessment", "New patient assessment with " + pick(rng, ["radiographs", "no radiographs possible"])),
             ("tx", pick(rng, ["Treatment under " + L.term("ga") + " at ", "IV sedation at ", "Inhalation sedation x3 at "])),
             ("rev", "Post-treatment review; healing satisfactory"),
             ("prev", "Prevention visit: FV, OHI to carers")]
    for (key, txt), d in zip(steps[:nsteps], step_dates):
        n.w(" - ", L.d(rng, d), ": " + txt)
        if key == "tx":
            n.w((k.hosp, "HOSPITAL"), " - " + "; ".join(clinical.proc_text(rng, L) for _ in range(3)))
        n.w("\n")
    n.w("\nCurrent status: " + pick(rng, ["dentally fit; no active caries.", "stable; " + clinical.tooth(rng, L) + " to monitor (arrested caries).",
                                        "edentulous with new complete dentures (fitted and adjusted)."]))
    n.w(" " + pick(rng, clinical.SCORES) + ".\n\n")
    n.w("Recommendations:\n")
    recs = ["Recall every " + pick(rng, ["3", "4", "6"]) + " months with fluoride varnish 22,600 ppm F.",
            "Please continue to prescribe 5000 ppm toothpaste (Duraphat 5000), 1-2 cm twice daily.",
            "Brushing to be carried out by carers; a three-sided brush has been supplied.",
            "Avoid prolonged sugary drinks; sugar-free medicines requested from " + L.term("gp") + ".",
            k.pt.he().capitalize() + " copes best with " + pick(rng, ["an early morning appointment and minimal waiting", "the same clinician each time",
                                                                     "tell-show-do and a visual timetable", "carer holding hand; sunglasses on"]) + ".",
            "Bleeding risk: " + pick(rng, ["on apixaban - follow SDCEP guidance (miss morning dose for complex extractions only).",
                                           "none.", "haemophilia - liaise with haemophilia centre before any extraction."])]
    for r in sample(rng, recs, rng.randrange(3, 6)):
        n.w(" - " + r + "\n")
    n.w("\nRe-referral: please re-refer if " + pick(rng, ["treatment cannot be delivered in practice", "there is a change in medical status",
                                                         "pain or swelling recurs and cannot be managed"]) +
        " - referrals via " + pick(rng, ["e-referral", "our referral form", "the central referral hub"]))
    if chance(rng, 0.5):
        n.w(" at ", (k.svc_url, "URL"))
    n.w(".\n\nIf you have any questions please contact me on ", (k.svc_phone, "PHONE"))
    if chance(rng, 0.5):
        n.w(" or ", (names_ascii(k.lead.p.first)[0] + "." + names_ascii(k.lead.p.last) + "@" + pick(rng, ["example.org", "example.net"]), "EMAIL"))
    n.w(".\n\n")
    blocks.sig(rng, n, k, k.lead if chance(rng, 0.7) else k.dentist, reg=chance(rng, 0.7))
    blocks.cc_block(rng, n, k)
    return n


def names_ascii(s):
    from case import ascii_name
    return ascii_name(s)
