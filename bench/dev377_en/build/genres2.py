"""Genres: modality education session, transplant work-up referral, conservative care plan, home visit."""
import pools
import genres5
from core import (chance, pick, addr_pieces, digits, letters, ip_priv, accession, phone, bleep, ext, url,
                  hospital, organisation, device_sn, plate, vin, make_person, num_words, make_address)
from blocks import (letterhead, banner, gp_address, signoff, typed_footer, cc, esign, meds, labs_table,
                    units_line, diagnoses, hard_neg)
from genres1 import holiday, job, dur


def _hd(x):
    return "haemodialysis" if x.c not in ("US", "Canada") else "hemodialysis"


# ------------------------------------------------------------ modality education
def modality_education(d, x):
    r = x.rng
    HD = _hd(x)
    d.ln(pick(r, ["KIDNEY TREATMENT OPTIONS - EDUCATION SESSION RECORD", "Modality Education Session",
                  "Dialysis/Transplant Options Education - Nursing Record", "Kidney School: session attendance and notes"]))
    d.ln("Session ", pick(r, ["1 of 3", "2 of 3", "3 of 3", "1 of 2", "group"]), " | ", x.D(x.date), " ",
         "%02d:%02d" % (r.randrange(9, 17), pick(r, [0, 15, 30, 45])), " | Venue: ",
         pick(r, [[("LOCATION_OTHER", pick(r, ["Seminar Room 2", "Education Suite B", "Room 14"])), ", ", ("HOSPITAL", x.hosp)],
                  [("LOCATION_OTHER", pick(r, ["Hawthorn Building", "Linden House", "the Rowan Centre", "Clinic Room 6"])), ", ", ("HOSPITAL", x.sat)],
                  ["video call (", ("URL", url(r, "video")), ")"],
                  ["patient's home, ", addr_pieces(r, x.addr, "line")]]))
    d.ln("Educator: ", ("DOCTOR", x.nurse.full), ", ", x.nurse_title)
    d.ln()
    banner(d, x, pick(r, [0, 1, 2, 3, 4]))
    d.ln()
    att = ["patient"]
    d.w("Attendees: ", x.P("full"))
    for i in range(min(len(x.fam), r.randrange(1, 3))):
        d.w("; ", x.F(i, "full"), " (", x.rel(i), ")")
    if chance(r, 0.3):
        d.w("; ", x.friend["rel"], " ", ("FAMILY", x.friend["p"].full))
    if chance(r, 0.3):
        d.w("; interpreter ", ("DOCTOR", make_person(r, x.c).full), " (", x.lang if x.lang != "English" else "BSL", ")")
    d.ln()
    d.ln("Current eGFR ", str(x.series[-1]["egfr"]), " (", x.D(x.series[-1]["d"]), "); KFRE 2y ", str(x.kfre2), "%.")
    d.ln()
    d.ln("Topics covered:")
    topics = [["- What the kidneys do; CKD stages and eGFR (explained that ", str(x.series[-1]["egfr"]), " is not a percentage)"],
              ["- Peritoneal dialysis: CAPD vs APD; demo ", pick(r, ["Baxter HomeChoice Claria", "Fresenius sleep-safe harmony"]),
               " cycler, serial ", ("DEVICE", device_sn(r, "cycler")), " (training unit)"],
              ["- Home ", HD, " (NxStage-type machine), training time ", dur(x), " plus"],
              ["- In-centre ", HD, " at ", ("HOSPITAL", x.sat), ": 3x/week, 4 h sessions, transport options"],
              ["- Transplantation: deceased donor list, living donation, pre-emptive listing"],
              ["- Conservative kidney management (supportive care without dialysis)"],
              ["- Vascular access: AV fistula, AV graft, tunnelled line; Tenckhoff catheter for PD"],
              ["- Diet and fluid changes on dialysis; effect on work as a ", ("PROFESSION", x.prof)],
              ["- Holidays on dialysis; travel to ", ("COUNTRY", pick(r, pools.COUNTRIES_ABROAD)), " discussed"]]
    for t in r.sample(topics, r.randrange(4, 8)):
        d.ln(t)
    d.ln()
    d.ln("Patient perspective:")
    quotes = [["\"I don't want to be tied to a hospital, I've got the grandkids,\" says ", x.P("first"), "."],
              [x.P("first"), " worries about ", pick(r, ["needles", "the catheter", "losing my job", "being a burden",
                                                          "space at home for the boxes"]), "."],
              [x.poss().capitalize(), " ", x.rel(0), " ", x.F(0), " is willing to help with home therapy and asked about living donation."],
              [x.he().capitalize(), " would like to keep working at ", ("ORGANIZATION", x.employer), " as long as possible."],
              ["Prefers evening treatment because of shifts; ", job(x), "."],
              ["Family meeting planned for ", holiday(x), " to talk it over."]]
    for q in r.sample(quotes, r.randrange(2, 4)):
        d.ln("  ", q)
    d.ln()
    d.ln("Preference at end of session: ", pick(r, ["APD", "CAPD", "home " + HD, "in-centre " + HD, "undecided - needs time",
                                                    "transplant first, PD as bridge", "conservative care"]))
    d.ln("Materials given: options booklet, DVD, login for e-learning (username ", x.uname(x.pt), ") at ",
         ("URL", url(r, "edu")), [" - password reset link sent to ", ("EMAIL", x.email)] if chance(r, 0.4) else None)
    if chance(r, 0.5):
        d.ln("Peer support: introduced to ", ("ORGANIZATION", organisation(r, "support")), " volunteer ",
             ("FAMILY", make_person(r, x.c).full), " (", ("PHONE", phone(r, x.c, "mobile")), ").")
    if chance(r, 0.5):
        d.ln("Home assessment booked ", x.D(x.ahead(r.randrange(7, 40))), " with ", ("DOCTOR", pick(r, [x.coord, x.nurse]).full), ".")
    d.ln("Next session: ", x.D(x.ahead(r.randrange(14, 45)), pick(r, x.styles)), ". Questions to AKC team ", ("PHONE", x.hosp_phone),
         " or ", ("EMAIL", x.dept_email), ".")
    d.ln()
    if chance(r, 0.5):
        esign(d, x, x.nurse)
    else:
        d.ln(("DOCTOR", x.nurse.initials), " / ", ("DOCTOR", x.nurse.full), " ", x.D(x.date))


# ------------------------------------------------------------ transplant work-up referral
def transplant_referral(d, x):
    r = x.rng
    centre = x.hosp2
    d.ln(pick(r, ["REFERRAL FOR KIDNEY TRANSPLANT ASSESSMENT", "Transplant Work-up Referral", "Kidney Transplant Evaluation - Referral Form",
                  "Referral to Transplant Centre: pre-emptive listing"]))
    d.ln("To: Renal Transplant Unit, ", ("HOSPITAL", centre), "  Fax ", ("FAX", phone(r, x.c)), "  Email ",
         ("EMAIL", pick(r, ["transplant.referrals", "tx.assessment", "kidneytx"]) + "@" + pick(r, ["nhs.example.org", "example.org", "health.example.net"])))
    d.ln("From: ", x.Dr(x.neph, "dr_full"), ", ", ("HOSPITAL", x.hosp), "  Tel ", ("PHONE", x.hosp_phone))
    d.ln("Date of referral: ", x.D(x.date), pick(r, [["   Referral ID: ", ("IDNUM", "TXR-" + digits(r, 8))], ["   Ref: ", ("IDNUM", "REF" + digits(r, 8))],
                                                     ["   UBRN: ", ("IDNUM", "%s %s %s" % (digits(r, 4), digits(r, 4), digits(r, 4)))]]))
    d.ln()
    d.ln("SECTION A - PATIENT DETAILS")
    d.ln("Surname: ", ("PATIENT", x.pt.last.upper()), "   Forename(s): ", ("PATIENT", x.pt.first + ((" " + x.pt.middle) if x.pt.middle else "")))
    d.ln("DOB: ", x.D(x.dob), "   Age: ", x.A("bare"), "   Sex: ", x.pt.sex)
    d.ln(x.mrn_pieces(), "   ", x.hp_pieces())
    if x.ssn and chance(r, 0.8 if x.c in ("US", "Ireland") else 0.35):
        d.ln(x.ssn[0], ": ", ("SSN", x.ssn[1]), pick(r, ["", "  (for benefits/transport forms)"]))
    if x.c == "US":
        ins = pick(r, pools.INSURERS["US"])
        d.ln("Primary insurance: ", ("ORGANIZATION", ins), "  Member ID ", ("HEALTHPLAN", letters(r, 3) + digits(r, 9)),
             "  Group ", ("HEALTHPLAN", digits(r, 6)))
        d.ln("Secondary: Medicare Part B  MBI ", ("HEALTHPLAN", "%d%s%d%s%s%d%s%s%d%d" % (r.randrange(1, 10), letters(r, 2, "ACDEFGHJKMNPQRTUVWXY"), r.randrange(10), letters(r, 1, "ACDEFGHJKMNPQRTUVWXY"), letters(r, 1, "ACDEFGHJKMNPQRTUVWXY"), r.randrange(10), letters(r, 1, "ACDEFGHJKMNPQRTUVWXY"), letters(r, 1, "ACDEFGHJKMNPQRTUVWXY"), r.randrange(10), r.randrange(10))))
    elif x.c in ("Australia", "Ireland") and chance(r, 0.5):
        d.ln("Private health: ", ("ORGANIZATION", pick(r, pools.INSURERS[x.c])), " membership ", ("HEALTHPLAN", digits(r, 8)))
    d.ln("Address: ", addr_pieces(r, x.addr, "line"))
    d.ln("Phone: ", ("PHONE", x.home), "  Mobile: ", ("PHONE", x.mob), "  Email: ", ("EMAIL", x.email))
    d.ln("Occupation: ", ("PROFESSION", x.prof), pick(r, [" (retired)", ""]) if x.retired else "", "   Interpreter: ",
         pick(r, ["no", "yes"]))
    d.ln("Next of kin: ", x.F(0, "full"), " (", x.rel(0), ") ", ("PHONE", x.fam[0]["phone"]))
    d.ln("GP: ", x.Dr(x.gp, "dr_full"), ", ", ("HOSPITAL", x.practice), ", ", ("PHONE", x.practice_phone))
    if chance(r, 0.4):
        d.ln("Photo ID seen: ", pick(r, ["driver licence", "driving licence", "driver's license"]), " ", ("LICENSE", letters(r, pick(r, [1, 2])) + digits(r, 7)))
    d.ln()
    d.ln("SECTION B - RENAL HISTORY")
    d.ln("Primary renal disease: ", x.cause, pick(r, [" (biopsy-proven, ", " (clinical diagnosis, "]), x.D(x.ago(r.randrange(700, 4000)), "year"), ")")
    d.ln("Current eGFR ", str(x.series[-1]["egfr"]), " mL/min/1.73m2 (", x.D(x.series[-1]["d"]), "); ", x.stage(), "; not yet on dialysis")
    d.ln("Blood group ", pick(r, ["O", "A", "B", "AB"]), pick(r, [" Rh D pos", " Rh D neg", "+", "-"]), "; HLA typing sent ",
         x.D(x.ago(r.randrange(5, 40))), " (sample ", ("IDNUM", accession(r, x.c, x.date)), "); cRF ", str(r.randrange(0, 60)), "%")
    if chance(r, 0.5):
        d.ln("Previous transfusions: none. Pregnancies: ", pick(r, ["n/a", "0", "2", "3"]), ".")
    else:
        d.ln("Previous transfusions: ", str(r.randrange(2, 5)), " units at ", ("HOSPITAL", hospital(r, x.c)), ", ",
             x.D(x.ago(r.randrange(200, 3000)), pick(r, ["month_y", "year"])), ".")
    d.ln()
    d.ln("SECTION C - COMORBIDITY")
    for c in x.comorb:
        d.ln("- ", c)
    if chance(r, 0.35):
        d.ln("- Permanent pacemaker (", pick(r, ["Medtronic Azure", "Boston Scientific Accolade", "Abbott Assurity"]), "), SN ",
             ("DEVICE", device_sn(r, "pacer")), ", implanted ", x.D(x.ago(r.randrange(400, 3000)), pick(r, ["month_y", "year"])))
    d.ln("BMI ", "%.1f" % r.uniform(21, 36), "; smoker: ", pick(r, [["never"], ["ex (quit ", ("DATE", str(x.date.year - r.randrange(2, 20))), ")"],
                                                                  ["current, 10/day"]]))
    d.ln()
    d.ln("SECTION D - WORK-UP CHECKLIST")
    items = ["Echocardiogram", "Myocardial perfusion scan", "CT aorto-iliac (calcification)", "Dental review", "Cervical smear/PSA",
             "Virology (HBV, HCV, HIV, CMV, EBV, VZV)", "Chest X-ray", "Bladder USS"]
    for it in r.sample(items, r.randrange(4, 8)):
        st = pick(r, ["done", "booked", "awaited", "done"])
        dd = x.ago(r.randrange(5, 120)) if st == "done" else x.ahead(r.randrange(5, 60))
        d.ln("[", "x" if st == "done" else " ", "] ", it, " - ", st, " ", x.D(dd))
    d.ln()
    d.ln("SECTION E - POTENTIAL LIVING DONORS")
    nd = r.randrange(0, 3)
    if nd == 0:
        d.ln("None identified at present.")
    for i in range(nd):
        f = x.fam[i % len(x.fam)]
        d.ln("%d. " % (i + 1), ("FAMILY", f["p"].full), " (", f["rel"], ", age ", ("AGE", str(f["age"])), ") - ",
             pick(r, ["blood group compatible", "blood group incompatible, consider paired exchange", "not yet typed"]),
             "; contact ", ("PHONE", f["phone"]),
             ["; lives in ", ("COUNTRY", pick(r, pools.COUNTRIES_ABROAD))] if chance(r, 0.3) else None)
    d.ln("Listing and donor registration via ", {"UK": "NHSBT (ODT Hub)", "US": "UNOS/OPTN (UNet)", "Canada": "Canadian Blood Services (CTR)",
                                                 "Australia": "OrganMatch / ANZDATA", "New Zealand": "NZ Blood Service tissue typing",
                                                 "Ireland": "the HSE National Renal Transplant Programme"}[x.c], " - no action needed by GP.")
    d.ln("Donor coordinator: ", ("DOCTOR", x.coord.full), " ", ("PHONE", phone(r, x.c) + (ext(r) if chance(r, 0.5) else "")))
    d.ln()
    d.ln("SECTION F - PSYCHOSOCIAL")
    d.ln("Lives with ", x.rel(0), " in ", ("CITY", x.addr["city"]), "; ", job(x), ". Adherence good. ",
         pick(r, [["Does not drive"], ["Drives"], ["Drives; own car reg ", ("VEHICLE", plate(r, x.c))]]),
         ". Travel time to transplant centre approx ", str(r.randrange(20, 180)), " min.")
    if chance(r, 0.5):
        d.ln("Social worker: ", ("DOCTOR", x.sw.full), ", ", pick(r, ["MSW", "LCSW", "BSW"]) if x.c == "US" else "Renal Social Worker",
             " (", ("EMAIL", x.eml(x.sw)[1]), ")")
    d.ln()
    d.ln(x.Dr(x.neph, "dr_full"), ", ", x.neph_title, "  ", x.lic["doctor"][0], " ", ("LICENSE", x.lic["doctor"][1]))
    d.ln("Signature: ______  Date: ", x.D(x.date))


# ------------------------------------------------------------ conservative care plan
def conservative_plan(d, x):
    r = x.rng
    d.ln(pick(r, ["CONSERVATIVE KIDNEY MANAGEMENT - CARE PLAN", "Kidney Supportive Care Plan", "Conservative Care Plan (no dialysis)",
                  "Supportive and Conservative Kidney Care: Advance Care Plan"]))
    d.ln(("HOSPITAL", x.hosp), " | ", pick(r, ["Renal Supportive Care Team", "Kidney Supportive Care", "Renal Palliative Care MDT"]))
    d.ln()
    banner(d, x, pick(r, [0, 2, 4]))
    d.ln("Plan agreed: ", x.D(x.date), "   Review by: ", x.D(x.ahead(r.randrange(60, 180))))
    d.ln()
    d.ln("1. DECISION")
    d.w(x.P("title_full"), " (", x.A("y"), ") has CKD ", x.stage(), " (eGFR ", str(x.series[-1]["egfr"]), ") due to ", x.cause, ". ")
    d.w("After discussions on ", x.D(x.ago(r.randrange(30, 120))), " and ", x.D(x.ago(r.randrange(3, 25))), ", ", x.he(),
        " has chosen conservative kidney management and does not wish to start dialysis. ")
    d.w(pick(r, ["Capacity assessed and present for this decision. ", "Decision-specific capacity confirmed. ",
                 "Has capacity; decision documented in own words: \"I've had a good innings.\" "]))
    d.ln("Clinical Frailty Scale ", str(r.randrange(5, 8)), "; Charlson index ", str(r.randrange(5, 12)), "; IPOS-Renal completed.")
    d.ln()
    d.ln("2. PEOPLE IMPORTANT TO ME")
    for i, f in enumerate(x.fam):
        d.ln("- ", ("FAMILY", f["p"].full), " (", f["rel"], ", ", ("AGE", str(f["age"])), ") ", ("PHONE", f["phone"]),
             pick(r, ["", " - main carer", " - lives nearby", " - lives abroad"]))
    lpa = {"UK": "LPA for health and welfare", "US": "Health care proxy / DPOA-HC", "Canada": "Substitute decision-maker (POA personal care)",
           "Australia": "Enduring guardian", "New Zealand": "EPOA (personal care and welfare)", "Ireland": "Attorney under an Enduring Power of Attorney"}[x.c]
    d.ln(lpa, ": ", x.F(0, "full"), " - registered ", x.D(x.ago(r.randrange(100, 2000)), pick(r, x.styles + ["month_y"])))
    d.ln()
    d.ln("3. WHAT MATTERS")
    wm = [["Staying at home at ", addr_pieces(r, x.addr, "line"), " with ", x.poss(), " ", pick(r, ["dog", "cat", "garden", "budgie"]), "."],
          ["Being well enough for ", x.poss(), " granddaughter's wedding in ", x.D(x.ahead(r.randrange(60, 300)), "month_y"), "."],
          ["Continuing to attend ", ("ORGANIZATION", organisation(r, "church")), "."],
          ["Seeing family in ", ("COUNTRY", pick(r, pools.COUNTRIES_ABROAD)), " one more time."],
          ["Not going back into ", ("HOSPITAL", x.hosp), " unless symptoms cannot be managed at home."],
          ["Was a ", ("PROFESSION", x.prof), " for 40 years; values independence."]]
    for w in r.sample(wm, r.randrange(2, 5)):
        d.ln("- ", w)
    d.ln()
    d.ln("4. SYMPTOM PLAN")
    sp = ["Itch: emollients, sertraline 50 mg; avoid antihistamine sedation.", "Breathlessness: furosemide titration; fan; oramorph 2.5 mg PRN if distressing.",
          "Nausea: haloperidol 0.5-1 mg ON.", "Restless legs: check ferritin; gabapentin 100 mg ON (renally dosed).",
          "Pain: paracetamol; oxycodone preferred over morphine (renal); avoid NSAIDs.",
          "%s: ESA continued while it helps energy." % x.anaemia.capitalize(), "Fluid: 1.5 L/day, daily weights."]
    for s in r.sample(sp, r.randrange(3, 6)):
        d.ln("- ", s)
    d.ln()
    d.ln("5. ESCALATION AND END OF LIFE")
    dn = {"UK": "DNACPR", "US": "DNR/POLST", "Canada": "DNR (no CPR)", "Australia": "Not for CPR (Goals of Care B)",
          "New Zealand": "Not for CPR", "Ireland": "DNAR"}[x.c]
    d.ln(dn, " completed ", x.D(x.ago(r.randrange(1, 60))), " by ", x.Dr(x.neph, "dr_last"), "; copy at home and with ",
         ("HOSPITAL", x.practice), ".")
    d.ln("Preferred place of care: ", pick(r, ["home", "home", "hospice"]), "; preferred place of death: ",
         pick(r, ["home", ["", ("HOSPITAL", hospital(r, x.c, "hospice"))], ["", ("HOSPITAL", hospital(r, x.c, "carehome"))], "undecided"]), ".")
    d.ln("Just-in-case medicines prescribed ", x.D(x.ago(r.randrange(0, 14))), "; held at home (", ("HOSPITAL", x.pharmacy), ").")
    d.ln()
    d.ln("6. CONTACTS")
    d.ln("Renal supportive care nurse: ", ("DOCTOR", x.nurse.full), " ", ("PHONE", phone(r, x.c)))
    d.ln("Community nursing: ", ("HOSPITAL", x.practice), " team ", ("PHONE", phone(r, x.c)))
    d.ln("Out of hours: ", ("HOSPITAL", hospital(r, x.c, "hospice")), " advice line ", ("PHONE", phone(r, x.c)), " (24 h); ",
         {"UK": "NHS 111 or 999", "US": "911", "Canada": "911 or Health Link 811", "Australia": "000",
          "New Zealand": "111 or Healthline", "Ireland": "112/999"}[x.c], " in an emergency - show this plan to the crew.")
    if chance(r, 0.45):
        d.ln("Benefits: ", {"UK": "Attendance Allowance (SR1)", "US": "Medicaid waiver / hospice benefit", "Canada": "Compassionate Care Benefits",
                            "Australia": "Carer Payment", "New Zealand": "Supported Living Payment", "Ireland": "Carer's Allowance"}[x.c],
             " form completed with ", ("DOCTOR", x.sw.full), " (social work); ", x.ssn[0], " ", ("SSN", x.ssn[1]), ".")
    if chance(r, 0.4):
        d.ln("Chaplaincy: ", ("DOCTOR", x.sw.full), pick(r, [" (hospital chaplain)", " (spiritual care)"]))
    d.ln()
    d.ln("Signed: ", x.Dr(x.neph, "dr_full"), " ", x.neph_title, "   and ", ("DOCTOR", x.nurse.full), ", ", x.nurse_title)
    d.ln("Copy given to patient and sent to ", x.Dr(x.gp, "dr_full"), " (fax ", ("FAX", x.practice_fax), ")")


# ------------------------------------------------------------ home visit note
def home_visit(d, x):
    r = x.rng
    if chance(r, 0.35):
        return genres5.home_visit_soap(d, x)
    HD = _hd(x)
    d.ln(pick(r, ["HOME VISIT - ADVANCED KIDNEY CARE", "Home Assessment (Home Therapies)", "Community Renal Nurse Home Visit",
                  "Home visit note - pre-dialysis"]))
    d.ln("Date/time: ", x.D(x.date), " ", "%02d:%02d" % (r.randrange(9, 16), r.randrange(60)), "   Visit by: ",
         ("DOCTOR", x.nurse.full), [" and ", ("DOCTOR", x.coord.full)] if chance(r, 0.5) else None)
    d.ln("Address: ", addr_pieces(r, x.addr, "line"))
    d.ln("Patient: ", x.P(pick(r, ["full", "last_first_up", "fml"])), "  ", x.mrn_pieces(), "  DOB ", x.D(x.dob))
    d.ln("Lone worker: checked in with base ", ("PHONE", x.hosp_phone), " on arrival and departure.")
    d.ln()
    purpose = r.randrange(4)
    d.ln("Purpose: ", ["home suitability for PD", "home " + HD + " assessment", "support with conservative care",
                       "medication review and BP monitor set-up"][purpose])
    d.ln()
    d.ln("Present: ", x.P("first"), [" and ", x.F(0), " (" + x.rel(0) + ")"] if chance(r, 0.7) else " only")
    d.ln()
    d.ln("Home environment:")
    env = [["- ", pick(r, ["Semi-detached house", "Ground floor flat", "Bungalow", "Two-storey terraced house", "Farmhouse, 12 km from town",
                          "Apartment, 4th floor with lift"]), "; ", pick(r, ["owner-occupied", "council tenancy", "rented privately", "lives with family"]), "."],
           ["- Storage: space for ", str(r.randrange(20, 80)), " boxes of PD fluid in ", pick(r, ["garage", "spare bedroom", "under stairs cupboard", "shed"]), "."],
           ["- Bedroom suitable for cycler; power socket and bedside table available."],
           ["- Water: mains supply, pressure ", pick(r, ["adequate", "low - plumber review needed"]), "; drain within 3 m."],
           ["- Pets: ", pick(r, ["dog (to be kept out of room during exchanges)", "two cats", "none", "budgie"]), "."],
           ["- Parking: ", pick(r, ["driveway", "on-street", "permit zone"]), "; patient's car reg ", ("VEHICLE", plate(r, x.c)),
            " for hospital parking permit."],
           ["- Access: ", pick(r, ["three steps to front door", "level access", "stairlift fitted", "rail needed at back door"]), "."],
           ["- Neighbour ", ("FAMILY", x.friend["p"].full), " (no. ", str(r.randrange(1, 90)), ") holds a spare key."]]
    for e in r.sample(env, r.randrange(4, 8)):
        d.ln(e)
    d.ln()
    d.ln("Observations: ", hard_neg(x, "exam"))
    if chance(r, 0.6):
        d.ln("Home BP monitor (", pick(r, pools.DEVICE_MODELS[:3]), ") serial ", ("DEVICE", device_sn(r, "bp")),
             " issued; 7-day average ", str(r.randrange(118, 165)), "/", str(r.randrange(64, 95)), ".")
    if chance(r, 0.35):
        d.ln("Bathroom scales serial ", ("DEVICE", device_sn(r, "scale")), " loaned.")
    d.ln("Meds checked against list from ", ("HOSPITAL", x.pharmacy), " (dosette box, filled ", pick(r, ["weekly", "fortnightly"]), ").")
    d.ln()
    d.ln("Discussion: ", x.P("first"), " and ", x.poss(), " ", x.rel(0), " asked about ",
         pick(r, ["holidays", "whether they could still go to " + pick(r, ["church", "the club", "work"]), "driving on dialysis",
                  "cost of electricity for the machine"]), ". ",
         pick(r, ["Explained electricity rebate forms.", "DVLA does not need to be informed for CKD alone." if x.c == "UK" else "No driving restrictions for CKD alone.",
                  "Holiday dialysis can be arranged with 8 weeks' notice."]))
    if chance(r, 0.4):
        d.ln("Financial: applying for ", pick(r, {"UK": ["PIP", "Attendance Allowance", "Blue Badge"], "US": ["SSDI", "Medicaid", "SNAP"],
                                                  "Canada": ["CPP Disability", "ODSP"], "Australia": ["Disability Support Pension", "Carer Payment"],
                                                  "New Zealand": ["Supported Living Payment", "Disability Allowance"],
                                                  "Ireland": ["Disability Allowance", "Carer's Allowance"]}[x.c]),
             "; ", x.ssn[0], " ", ("SSN", x.ssn[1]), " recorded on form.")
    d.ln()
    d.ln("Outcome: ", pick(r, [["Home suitable for PD - refer for Tenckhoff insertion.", "Home not suitable for PD at present (storage); in-centre plan."],
                               ["Suitable for home " + HD + " with minor works (plumbing, dedicated socket).", "Not suitable at present; in-centre plan."],
                               ["Continue conservative care; next visit 4/52." if x.si else "Continue conservative care; next visit in 4 weeks."],
                               ["BP monitor set up; readings to be uploaded weekly.", "Medication list reconciled; dosette changes sent to pharmacy."]][purpose]))
    d.ln("Next visit: ", x.D(x.ahead(r.randrange(14, 60)), pick(r, x.styles + ["wd_dm" if x.si else "wd_md"])))
    d.ln()
    d.ln(("DOCTOR", x.nurse.full), " ", x.nurse_title, "  Mob ", ("PHONE", phone(r, x.c, "mobile")))
    if chance(r, 0.4):
        esign(d, x, x.nurse)
