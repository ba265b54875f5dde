"""Pharmacy queries and appointment/booking notes."""
import content
import inst
import clinical
import places
from common import (pick, demographics, staff_line, esign, gp_ref, context_sentences, landmark, country, job_phrase,
                    dob_item, age_years, lab)
from content import vx
from phi import Doc, P, join

# (key, drug line, problem, suggestion)
PHARM_ISSUES = [
    ("interaction", "clarithromycin 500 mg BD x 7 days",
     "Patient also takes simvastatin 40 mg nocte - combination contraindicated (risk of myopathy/rhabdomyolysis).",
     "Suggest withholding simvastatin for the duration of the course, or switch to doxycycline/azithromycin."),
    ("interaction", "trimethoprim 200 mg BD x 3 days",
     "Patient is on methotrexate 15 mg weekly - increased risk of bone marrow suppression.",
     "Please consider nitrofurantoin as an alternative if renal function allows."),
    ("allergy", "cefalexin 500 mg QDS x 7 days",
     "Pharmacy record shows penicillin allergy with anaphylaxis in the past.",
     "Please confirm you wish to proceed or advise an alternative (e.g. clarithromycin)."),
    ("renal", "metformin 1 g BD",
     "Most recent eGFR 27 mL/min/1.73m2 on the discharge summary.",
     "Dose reduction or discontinuation recommended below eGFR 30 - please review."),
    ("cd", "oxycodone MR 10 mg BD, 28 tablets",
     "Controlled drug prescription does not state total quantity in words and figures; dose unclear ('as directed').",
     "Please reissue with total quantity in words and figures and a specific dose."),
    ("duplicate", "pantoprazole 40 mg daily",
     "Patient already receives omeprazole 20 mg daily on repeat - possible therapeutic duplication.",
     "Please confirm which PPI should continue and cancel the other."),
    ("shortage", "estradiol 50 mcg patches, twice weekly",
     "Current brand unavailable from wholesalers (supply issue, no date for return).",
     "Suggest equivalent brand or estradiol gel 1 pump daily - please authorise change."),
    ("early", "zopiclone 7.5 mg nocte, 28 tablets",
     "Patient requesting early supply; last 28 tablets collected 12 days ago.",
     "Not supplied pending prescriber review."),
    ("dose", "amoxicillin 500 mg TDS x 5 days - quantity 100",
     "Quantity written does not match the course length (15 capsules needed).",
     "Supplied 15 capsules; please amend the record."),
    ("strength", "levothyroxine 88 mcg daily",
     "Strength not available locally.",
     "Suggest 75 mcg + 12.5 mcg combination, or 100 mcg alternating - please advise."),
    ("pa", "semaglutide 1 mg weekly injection",
     "Claim rejected by plan - prior authorisation required (non-formulary).",
     "PA form faxed to prescriber; please complete and return."),
    ("warfarin", "warfarin (dose per INR clinic)",
     "New prescription for fluconazole 150 mg received the same day - significant INR rise expected.",
     "Recommend INR check within 3-5 days or topical alternative."),
]


def pharmacy_query(c):
    r = c.r
    L = c.L
    pt = c.patient(age=(19, 94))
    issue = r.choice([x for x in PHARM_ISSUES if not (pt.sex == "M" and "estradiol" in x[1])])
    if issue[0] == "pa" and not L.us_like and r.random() < 0.7:
        issue = r.choice([x for x in PHARM_ISSUES if x[0] != "pa"])
    ph = inst.pharmacy(L)
    pha = L.address(unit=False)
    pharmacist = c.clin("pharmacist")
    doc = c.clin("gp")
    practice = inst.practice(L)
    d = Doc()
    rxno = r.choice([L.digits(7), "%s-%s" % (L.digits(3), L.digits(5)), "RX%s" % L.digits(8)])
    written = c.days(-r.randint(0, 4))
    lay = r.choice(["fax", "log", "pa", "email"]) if L.us_like else r.choice(["fax", "log", "log", "email"])
    if issue[0] == "pa" and not L.us_like:
        issue = PHARM_ISSUES[0]
    if lay == "fax":
        d.ln(P("HOSPITAL", ph))
        d.ln(pha.block())
        d.ln("Ph ", P("PHONE", L.phone("landline")), "   Fax ", P("FAX", L.phone("landline")))
        d.ln()
        d.ln(r.choice(["PRESCRIBER QUERY - FAX", "FAX: PRESCRIPTION CLARIFICATION REQUEST", "Pharmacist-to-Prescriber Communication"]))
        d.ln("Date: ", c.D(), "   Time: ", L.time(r.randrange(9, 18)), "   Pages: 1 of ", str(r.randint(1, 2)))
        d.ln("To: ", doc.dr(full=True), ", ", P("HOSPITAL", practice))
        d.ln("Fax: ", P("FAX", L.phone("landline")), "   Tel: ", P("PHONE", L.phone("landline")))
        d.ln("From: ", staff_line(c, pharmacist, style=0), r.choice([", Pharmacist", ", Pharmacist in charge", ""]))
        d.ln()
        d.ln("PATIENT: ", pt.LF(), "   DOB: ", dob_item(c))
        d.ln("ADDRESS: ", pt.addr.oneline())
        d.ln("PHONE: ", P("PHONE", pt.home if r.random() < 0.5 else pt.mobile))
        d.ln("Rx #: ", P("IDNUM", rxno), "   Date written: ", c.D(written))
        d.ln("Medication as written: ", issue[1])
        d.ln()
        if r.random() < 0.6:
            clinical.dispensing_history(d, c, header="Recent fills:")
            d.ln()
        d.ln("ISSUE:")
        d.ln(issue[2])
        d.ln()
        d.ln("PHARMACIST RECOMMENDATION:")
        d.ln(issue[3])
        d.ln()
        d.ln("Allergies on file: ", clinical.allergy(c), ".  Other current medicines: ", ", ".join(clinical.meds(c, 3)), ".")
        if r.random() < 0.5:
            d.ln("Patient informed and ", r.choice(["will wait for call.", "agreed to come back tomorrow.", "asked us to text " + c.v["him"] + " on the number above."]))
        d.ln()
        d.ln("PRESCRIBER RESPONSE (please tick and fax back):")
        d.ln("[ ] Approve recommendation   [ ] Dispense as written   [ ] Other: ____________________")
        d.ln("Prescriber signature: ____________________  Date: __________")
        if L.code == "US":
            d.ln("Prescriber NPI: ", P("LICENSE", L.npi()))
        elif r.random() < 0.5:
            lbl, val = L.clin_licence("physician")
            d.ln("Prescriber ", lbl, ": ", P("LICENSE", val))
        d.ln()
        d.ln("CONFIDENTIALITY: This fax contains protected health information intended only for the addressee. If received in error, call ",
             P("PHONE", L.phone("landline")), " and destroy all copies.")
    elif lay == "log":
        d.ln(r.choice(["Clinical Intervention Record", "PHARMACY INTERVENTION LOG", "Pharmacist intervention - prescriber contact", "Dispensary query record"]))
        d.ln(P("HOSPITAL", ph), ", ", pha.oneline())
        lbl, val = L.clin_licence("pharmacist")
        d.ln("Date: ", c.D(), "  ", L.time(r.randrange(9, 18)), "   Pharmacist: ", pharmacist.full(), " (", lbl, " ", P("LICENSE", val), ")")
        d.ln()
        demographics(d, c, layout=r.choice(["aligned", "lines"]), fields=("name", "dob", "nh", "addr", "phone"))
        d.ln("Prescriber: ", gp_ref(c, doc, practice), ", tel ", P("PHONE", L.phone("landline")))
        d.ln("Item: ", issue[1], "  (", r.choice({"US": ["e-Rx", "paper script", "faxed Rx"], "CA": ["e-Rx", "paper script", "faxed Rx"], "UK": ["EPS", "paper FP10", "EPS"],
                                                             "IE": ["paper script", "Healthmail script"], "AU": ["eScript", "paper script"], "NZ": ["NZePS", "paper script"]}[c.code]), " dated ", c.D(written), ")")
        if c.code == "AU" and r.random() < 0.6:
            d.ln("eScript token: ", P("IDNUM", "%s%s%s" % (L.letters(3), L.digits(4), L.letters(11))))
        d.ln()
        d.ln("Problem identified: ", issue[2])
        d.ln("Action: ", r.choice(["Telephoned surgery", "Phoned prescriber", "Sent secure message to prescriber", "Rang practice"]), " at ",
             L.time(r.randrange(9, 17)), "; spoke to ",
             r.choice([doc.dr(), [c.clin("clerk").g(), " (reception), who passed message to "] + doc.dr()]), ".")
        d.ln("Recommendation: ", issue[3])
        d.ln("Counselling: ", " ".join(pick(r, content.COUNSEL, r.randint(1, 3))))
        d.ln("Outcome: ", r.choice(["Prescriber agreed - new prescription issued electronically.", "Prescriber accepted recommendation.",
                                     "Awaiting call back; patient to return tomorrow.", "Prescriber declined - supplied as written after counselling."]))
        if r.random() < 0.3:
            d.ln("Patient counselled: left message on ", P("PHONE", pt.mobile))
        else:
            d.ln("Patient counselled: ", r.choice(["yes", "yes - by phone", "yes, in person"]))
        if r.random() < 0.5:
            q = c.relative(kind=r.choice(["spouse", "child"]) if pt.age > 40 else "spouse")
            d.ln("Collected by: ", q.full(), " (", q.relation, ") - ID checked: ",
                 r.choice([["driving licence ", P("LICENSE", L.driver_licence(q))], ["photo ID"], ["bank card and address"]]))
        if r.random() < 0.6:
            d.ln()
            clinical.dispensing_history(d, c)
        if r.random() < 0.25:
            d.ln("CD register entry checked and witnessed; dispensary cabinet opened by ", pharmacist.i_f(), " (fingerprint ID ",
                 P("BIOID", "FP-%s" % L.digits(5)), ").")
        d.ln("Time spent: ", str(r.randint(5, 25)), " min.   Significance: ", r.choice(["minor", "moderate", "major"]))
        d.ln()
        d.ln(staff_line(c, pharmacist, style=3))
    elif lay == "pa":
        ins = inst.insurer(L)
        d.ln(r.choice(["PRIOR AUTHORIZATION REQUEST", "Prior Authorisation / Special Authority Request", "Coverage Determination Request"]))
        d.ln("Plan: ", P("ORGANIZATION", ins), "   PA Case #: ", P("IDNUM", "PA%s" % L.digits(9)))
        d.ln("Submitted: ", c.D(), " by ", staff_line(c, pharmacist, style=0), " on behalf of prescriber")
        d.ln()
        d.ln("MEMBER")
        flds = ["name", "dob", ("Member ID", P("HEALTHPLAN", L.letters(3) + L.digits(9))), ("Group #", P("HEALTHPLAN", L.group_no())), "addr", "phone"]
        if r.random() < 0.5:
            flds.insert(2, "ssn")
        demographics(d, c, layout="aligned", fields=flds)
        d.ln()
        d.ln("PRESCRIBER")
        d.ln("Name: ", doc.dr(full=True), "   Practice: ", P("HOSPITAL", practice))
        if c.code == "US":
            d.ln("NPI: ", P("LICENSE", L.npi()), "   DEA: ", P("LICENSE", L.dea(doc.family)))
        else:
            lbl, val = L.clin_licence("physician")
            d.ln(lbl, ": ", P("LICENSE", val))
        d.ln("Phone: ", P("PHONE", L.phone("landline")), "   Fax: ", P("FAX", L.phone("landline")))
        d.ln()
        pa = r.choice(PA_CASES)
        d.ln("MEDICATION REQUESTED: ", pa[0])
        d.ln("Diagnosis: ", pa[1])
        d.ln("Previous therapies:")
        for med in pick(r, pa[2], 2):
            a = c.days(-r.randint(300, 1500))
            b = c.days(-r.randint(20, 290))
            d.ln("  - ", med, ": ", c.D(a, L.hstyle if r.random() < 0.5 else "my_abbr"), " to ", c.D(b, L.hstyle if r.random() < 0.5 else "my_abbr"), " - ",
                 r.choice(pa[3]))
        d.ln("Clinical rationale: ", pa[4], c.D(c.days(-r.randint(5, 40))), ".")
        d.ln()
        d.ln("Attachments: chart notes ", c.D(c.days(-r.randint(3, 40))), "; labs ", c.D(c.days(-r.randint(3, 60))), "; prior claims history")
        d.ln("Member's pharmacy: ", P("HOSPITAL", ph), ", ", pha.oneline(), ", NCPDP ", P("IDNUM", L.digits(7)))
        d.ln("Prescriber attestation: information provided is accurate and supported by the medical record.")
        if r.random() < 0.5:
            d.ln("DETERMINATION: Pending - additional information requested by ", c.D(c.days(r.randint(3, 14))))
        else:
            d.ln("DETERMINATION: ", r.choice(["Approved through ", "Approved for 12 months, expires "]), c.D(c.days(r.randint(180, 365))))
        d.ln("Reference #: ", P("IDNUM", L.digits(11)), "   Reviewer: ", r.choice(["clinical pharmacist", "plan pharmacist", "medical director"]))
    else:  # email
        dom_ph = inst.domain(L, ph)
        dom_pr = inst.domain(L, practice)
        d.ln("From: ", pharmacist.full(), " <", P("EMAIL", pharmacist.staff_email(dom_ph)), ">")
        d.ln("To: ", r.choice([[P("HOSPITAL", practice), " Prescriptions <", P("EMAIL", "scripts@" + dom_pr), ">"],
                               [doc.full(), " <", P("EMAIL", doc.staff_email(dom_pr)), ">"]]))
        d.ln("Date: ", c.DW(long=r.random() < 0.5, comma=True, style=L.dstyle), " ", L.time(r.randrange(9, 18)))
        d.ln("Subject: ", r.choice(["Query re prescription - ", "Script query: ", "URGENT: prescription for "]), pt.full(), " (DOB ", dob_item(c), ")")
        d.ln()
        d.ln(r.choice(["Hi ", "Dear ", "Hello "]), doc.dr() if r.random() < 0.6 else [r.choice(["team", "all"])], ",")
        d.ln()
        d.ln("We received a prescription for ", pt.tf(), " (", pt.addr.lines[0] and P("STREET", pt.addr.lines[-1]), ") dated ", c.D(written),
             " for ", issue[1], ".")
        d.ln(issue[2])
        d.ln(issue[3])
        d.ln("Other items on " + c.v["his"] + " profile: ", ", ".join(clinical.meds(c, 3)), ". Allergies: ", clinical.allergy(c), ".")
        d.ln()
        if r.random() < 0.6:
            who = r.choice(["The patient is waiting in the pharmacy", "The patient will collect after work", "The patient's daughter is collecting"])
            if r.random() < 0.5:
                d.ln(who, "; the best number for the pharmacy is ", P("PHONE", L.phone("landline")), ".")
            else:
                d.ln(who, r.choice([" - grateful for a reply before we close at 6pm.", "."]))
        if r.random() < 0.5:
            clinical.dispensing_history(d, c, header="Recent supplies from this pharmacy:")
        if r.random() < 0.4:
            d.ln("For kerbside pickup the patient will be in a ", r.choice(["silver", "white", "blue", "red", "black"]), " ",
                 r.choice(["hatchback", "SUV", "ute", "sedan", "van"]), ", registration ", P("VEHICLE", L.plate()), ".")
        d.ln()
        d.ln(r.choice(["Many thanks,", "Kind regards,", "Thanks,", "Best,"]))
        d.ln(pharmacist.g())
        d.ln()
        d.ln(pharmacist.full(), " | ", r.choice(["Pharmacist", "Pharmacist Manager", "Clinical Pharmacist"]), " | ", P("HOSPITAL", ph))
        d.ln(pha.oneline())
        d.ln("T ", P("PHONE", L.phone("landline")), " | F ", P("FAX", L.phone("landline")), " | ", P("URL", "www." + dom_ph))
        lbl, val = L.clin_licence("pharmacist")
        d.ln(lbl, " ", P("LICENSE", val))
        if r.random() < 0.5:
            # prescriber's reply quoted below (thread shown oldest last)
            reply = Doc()
            reply.ln("From: ", doc.full(), " <", P("EMAIL", doc.staff_email(dom_pr)), ">")
            reply.ln("Date: ", c.DW(c.today, long=False, style=L.dstyle), " ", L.time(r.randrange(12, 19)))
            reply.ln("Subject: RE: query re ", pt.full())
            reply.ln()
            reply.ln("Hi ", pharmacist.g(), ",")
            reply.ln(r.choice(["Thanks for flagging. Please supply the alternative as suggested - new prescription sent electronically.",
                               "Agree - I've amended the repeat and sent a replacement script.",
                               "Please supply as written this once; I'll review at " + c.v["his"] + " appointment next week.",
                               "Thanks - I've called the patient and we'll stop the duplicate item."]))
            reply.ln(r.choice(["Thanks,", "Regards,", "Best,"]), " ", doc.dr())
            reply.ln()
            reply.ln("-----Original Message-----")
            return _prepend(reply, d)
    return d


def _prepend(first, second):
    """Concatenate two Docs (first above second), shifting second's offsets."""
    out = Doc()
    out.chunks = first.chunks + second.chunks
    out.spans = list(first.spans) + [(s + first.n, e + first.n, t, x) for s, e, t, x in second.spans]
    out.n = first.n + second.n
    return out


PA_CASES = [
    ("semaglutide 1 mg weekly", "E11.9 Type 2 diabetes mellitus", ["metformin 1 g BID", "sitagliptin 100 mg daily", "glipizide 5 mg BID"],
     ["inadequate response", "GI intolerance", "A1c remained above target"], "Failed two formulary agents; A1c 8.9% on "),
    ("adalimumab 40 mg every 2 weeks", "L40.0 Psoriasis vulgaris", ["methotrexate 15 mg weekly", "topical clobetasol", "narrowband UVB"],
     ["inadequate response", "LFTs raised - stopped", "partial response only"], "BSA 14%, PASI 16 documented on "),
    ("apixaban 5 mg BID", "I48.91 Atrial fibrillation", ["warfarin", "dabigatran 150 mg BID"],
     ["labile INR", "dyspepsia - stopped", "TTR below 50%"], "Labile INR despite adherence; last INR check "),
    ("mesalamine 4.8 g daily", "K51.90 Ulcerative colitis", ["sulfasalazine 1 g BID", "budesonide 9 mg daily"],
     ["rash - stopped", "flare on taper", "inadequate response"], "Ongoing symptoms; calprotectin elevated on "),
]

APPT_TYPES = [("Cardiology outpatient clinic", "new"), ("Diabetes education session", "fu"), ("Ultrasound abdomen", "imaging"),
              ("Physiotherapy - knee", "fu"), ("Dermatology clinic", "new"), ("Pre-operative assessment", "preop"),
              ("Colonoscopy", "proc"), ("Annual review (LTC)", "fu"), ("Cervical screening", "nurse"), ("Childhood immunisations", "nurse"),
              ("MRI lumbar spine", "imaging"), ("Memory clinic", "new"), ("Respiratory clinic (spirometry)", "fu"),
              ("Flu/COVID vaccination clinic", "nurse"), ("Audiology", "new"), ("Orthopaedic fracture clinic", "fu"),
              ("Antenatal booking", "new"), ("Echocardiogram", "imaging"), ("Ophthalmology - cataract assessment", "new")]


def appointment_booking(c):
    r = c.r
    L = c.L
    c.today = c.wdays(0)
    appt, atype = r.choice(APPT_TYPES)
    if "immunisation" in appt:
        pt = c.patient(age=(0, 5))
    elif "Antenatal" in appt or "Cervical" in appt:
        pt = c.patient(age=(20, 44), sex="F")
    elif "Memory" in appt or "cataract" in appt:
        pt = c.patient(age=(62, 92))
    else:
        pt = c.patient(age=(18, 90))
    if L.us_like:
        appt = appt.replace("Orthopaedic", "Orthopedic").replace("immunisations", "immunizations").replace("outpatient clinic", "clinic")
    hosp = inst.hospital(L)
    practice = inst.practice(L)
    clerk = c.clin("clerk")
    doc = c.clin(r.choice(["physician", "gp"]))
    d = Doc()
    when = c.wdays(r.randint(3, 70))
    at_h = r.randrange(8, 17)
    at = L.time(at_h, r.choice([0, 15, 30, 45, 10, 20, 40, 50]))
    bldg = r.choice(places.BUILDINGS)
    room = r.choice(["Room %d" % r.randint(1, 40), "Room %d%s" % (r.randint(1, 6), r.choice(["A", "B", "C", "12", "04"])), "Suite %d" % r.randint(2, 9),
                     "Clinic %d" % r.randint(1, 12), "Bay %d" % r.randint(1, 8)])
    ref = r.choice([L.digits(8), "%s%s" % (L.letters(2), L.digits(6)), "APT-%s" % L.digits(7)])
    lay = r.choice(["note", "letter", "sms", "transport", "dna"])
    if pt.age < 16 and lay == "transport":
        lay = "note"
    loc_room = [P("LOCATION_OTHER", room.split(" ", 1)[1])] if False else None
    rlab, rnum = room.split(" ", 1)
    room_items = [rlab + " ", P("LOCATION_OTHER", rnum)]
    if lay == "note":
        d.ln(r.choice(["APPOINTMENT BOOKING NOTE", "Scheduling Note", "Booking record", "Appointment - Admin Note"]))
        d.ln("Created: ", c.D(), " ", L.time(r.randrange(8, 17)), " by ", clerk.full(), " (user ", P("USERNAME", clerk.username()), ")")
        d.ln()
        demographics(d, c, layout=r.choice(["two", "lines", "aligned"]), fields=("name", "dob", "mrn", "nh", "phone") if not L.us_like else ("name", "dob", "mrn", "phone", "email"))
        if L.code == "US":
            ins = inst.insurer(L)
            d.ln("Insurance: ", P("ORGANIZATION", ins), "   Member ID: ", P("HEALTHPLAN", L.letters(3) + L.digits(9)), "   Group: ", P("HEALTHPLAN", L.group_no()))
            if r.random() < 0.5:
                d.ln("Guarantor: self   SSN: ", P("SSN", pt.ssn[1]), "   Address: ", pt.addr.oneline())
            if pt.employer and r.random() < 0.6:
                d.ln("Employer: ", P("ORGANIZATION", pt.employer), "   Occupation: ", P("PROFESSION", pt.prof))
        elif L.code == "IE" and r.random() < 0.6:
            d.ln("PPSN: ", P("SSN", pt.ssn[1]), "   Address: ", pt.addr.oneline())
        elif r.random() < 0.5:
            d.ln("Address: ", pt.addr.oneline())
        d.ln()
        d.ln("Appointment: ", appt)
        d.ln("Date/time: ", c.DW(when, long=r.random() < 0.5, comma=L.us_like, style=L.dstyle), " at ", at)
        d.ln("With: ", doc.dr(full=True) if doc.cred_is_dr() else doc.full())
        d.ln("Location: ", P("HOSPITAL", hosp), ", ", P("LOCATION_OTHER", bldg), ", ", room_items)
        d.ln("Booking ref: ", P("ACCOUNT", ref))
        d.ln("Referral from: ", gp_ref(c, c.clin("gp"), practice), " received ", c.D(c.days(-r.randint(5, 120))))
        d.ln()
        d.ln("Notes:")
        notes = []
        if pt.age < 16 or pt.age > 80 or r.random() < 0.3:
            q = c.relative()
            notes.append([q.relation.capitalize(), " ", q.full(), " to attend; contact on ", P("PHONE", q.phone), "."])
        notes.append([r.choice(["Offered ", "Patient declined "]), c.D(c.wdays(r.randint(1, 3)), L.short), r.choice([" - unable to get time off work.", " (too short notice).", " - childcare."])])
        if r.random() < 0.5:
            notes.append(["Interpreter required: ", r.choice(["Polish", "Arabic", "Cantonese", "Punjabi", "Somali", "Portuguese", "Vietnamese", "Tongan"]),
                          " - booked, ref ", P("IDNUM", "INT-%s" % L.digits(6)), "."])
        if r.random() < 0.5:
            notes.append(["Needs wheelchair access; ", r.choice(["ground floor room requested.", "porter booked for arrival.", "parking bay near entrance."])])
        if r.random() < 0.45:
            notes.append(["Blue badge/parking permit issued for vehicle ", P("VEHICLE", L.plate()), " for the day of appointment."])
        if r.random() < 0.4:
            jp = job_phrase(c)
            if jp:
                notes.append(["Pt ", jp[0].replace("is ", "is ", 1)] + jp[1:] + [" - requests early slot."] if jp[0].startswith("is") else ["Pt "] + jp + [" - requests early slot."])
        notes.append(["Confirmation sent by ", r.choice(["SMS", "email", "letter"]), " to ", r.choice([P("PHONE", pt.mobile), P("EMAIL", pt.email)]), "."])
        for n in notes:
            d.ln("- ", n)
        if atype in content.PREP:
            d.ln("- Prep instructions sent: ", r.choice(content.PREP[atype]))
        d.ln()
        d.ln("Referral details: priority ", r.choice(["routine", "urgent", "2-week wait", "soon"]), "; reason - ",
             r.choice(["ongoing symptoms despite treatment", "abnormal test result", "specialist opinion requested", "annual surveillance"]),
             "; triaged by ", c.clin("physician").dr(), " on ", c.D(c.days(-r.randint(2, 30))), ".")
        if r.random() < 0.7:
            d.ln()
            clinical.appt_history(d, c)
        d.ln()
        d.ln("Last modified by ", P("USERNAME", clerk.username()), " ", c.DH(), " ", L.time(r.randrange(8, 18)))
    elif lay == "letter":
        d.ln(P("HOSPITAL", hosp))
        ha = L.address(unit=False)
        d.ln(r.choice(["Outpatient Appointments Centre", "Central Booking Office", "Patient Access Centre", "Scheduling Department"]))
        d.ln(ha.block())
        d.ln("Tel: ", P("PHONE", L.phone("landline")), r.choice(["", "  (weekdays 8am-5pm)"]))
        d.ln("Email: ", P("EMAIL", "appointments@" + inst.domain(L, hosp)))
        d.ln()
        d.ln(pt.tfull() if r.random() < 0.6 else pt.full())
        d.ln(pt.addr.block())
        d.ln()
        d.ln(c.D(c.days(-r.randint(0, 3)), "uk_long" if not L.us_like else "us_long"))
        d.ln()
        d.ln(pt.nh[0], ": ", P("HEALTHPLAN", pt.nh[1]), "    ", pt.mrn[0], ": ", P("MRN", pt.mrn[1]))
        d.ln()
        d.ln("Dear ", pt.tf(), ",")
        d.ln()
        d.ln("An appointment has been made for you to attend the ", appt, " at ", P("HOSPITAL", hosp), " as follows:")
        d.ln()
        d.ln("    Date:     ", c.DW(when, long=True, comma=L.us_like, style="uk_long" if not L.us_like else "us_long"))
        d.ln("    Time:     ", at, r.choice(["", " (please arrive 15 minutes early)"]))
        d.ln("    Clinician: ", doc.dr(full=True) if doc.cred_is_dr() else doc.full())
        d.ln("    Where:    ", P("LOCATION_OTHER", bldg), ", ", room_items)
        d.ln("    Ref:      ", P("ACCOUNT", ref))
        d.ln()
        for para in pick(r, content.LETTER_INFO, r.randint(2, 4)):
            d.ln(para)
        if atype in content.PREP:
            d.ln()
            d.ln("Preparation:")
            for x in pick(r, content.PREP[atype], r.randint(2, 4)):
                d.ln(" * ", x)
        d.ln()
        d.ln("If you cannot attend, call ", P("PHONE", L.phone("landline")), " at least 48 hours before so the slot can be offered to someone else. ",
             "You can also manage your appointment online at ", P("URL", "https://" + r.choice(["appointments.", "www.", "patient."]) + inst.domain(L, hosp) + r.choice(["/manage", "/appointments", ""])), ".")
        d.ln()
        d.ln("Parking: ", r.choice(["pay and display in Car Park B.", "limited; drop-off at main entrance.", "free for blue badge holders."]),
             " The clinic is opposite ", landmark(c), ".")
        d.ln()
        d.ln("Yours sincerely,")
        d.ln()
        d.ln(clerk.full())
        if r.random() < 0.3 and doc.cred_is_dr():
            d.ln("Medical Secretary to ", doc.dr(full=True))
        else:
            d.ln(r.choice(["Booking Coordinator", "Patient Access Team", "Outpatient Bookings"]))
        d.ln()
        d.ln("cc: ", gp_ref(c, c.clin("gp"), practice))
    elif lay == "sms":
        d.ln(r.choice(["Appointment reminder log", "Patient communication log - reminders", "Outbound messages"]))
        d.ln("Patient: ", pt.full(), " (", P("MRN", pt.mrn[1]), ")   DOB ", dob_item(c))
        d.ln("Mobile on file: ", P("PHONE", pt.mobile), "   Email: ", P("EMAIL", pt.email))
        d.ln()
        t1 = c.days(-r.randint(5, 10))
        rows = [
            (t1, "SMS", ["Reminder: ", appt, " on ", c.D(when, L.short), " at ", at, ", ", P("HOSPITAL", hosp), ". Reply Y to confirm, N to cancel."]),
            (c.days(-r.randint(1, 4)), "SMS in", [r.choice(["N. Sorry can't make it, can I have a later date?", "Can I change time pls", "N - in hospital"])]),
            (c.today, "Call", ["Rang pt; rebooked to ", c.D(c.wdays(r.randint(75, 110)), L.short), " ", L.appt_time(), ". Ref ", P("ACCOUNT", ref), "."]),
            (c.today, "SMS", ["Your appointment has been changed. Details: ", P("URL", "https://" + inst.domain(L, hosp) + "/a/" + L.letters(2).lower() + L.digits(5))]),
        ]
        if r.random() < 0.5:
            rows.insert(0, (c.days(-r.randint(20, 40)), "Letter", ["Appointment letter sent to ", pt.addr.oneline()]))
        hh = 8
        for dd, ch, txt in rows:
            hh = min(20, hh + r.randint(1, 3))
            d.ln(c.DH(dd), "  ", L.time(hh), "  ", ch.ljust(7), " ", txt)
        d.ln()
        d.ln("Appointment details")
        d.ln("  Clinic: ", appt, " - ", P("HOSPITAL", hosp), ", ", P("LOCATION_OTHER", bldg))
        d.ln("  Clinician: ", doc.dr(full=True) if doc.cred_is_dr() else doc.full())
        d.ln("  Referrer: ", gp_ref(c, c.clin("gp"), practice), ", referral received ", c.D(c.days(-r.randint(20, 120))))
        d.ln("  Contact preference: ", r.choice(["SMS", "phone", "email", "letter + SMS"]), r.choice(["", "; do not leave voicemail", "; prefers mornings"]))
        if r.random() < 0.5:
            q = c.relative()
            d.ln("  Alternative contact: ", q.full(), " (", q.relation, ") ", P("PHONE", q.phone))
        d.ln()
        if r.random() < 0.6:
            clinical.appt_history(d, c, header="Other appointments:")
            d.ln()
        d.ln("Actioned by: ", clerk.i_f(), " (", P("USERNAME", clerk.username()), ")")
    elif lay == "transport":
        d.ln(r.choice(["PATIENT TRANSPORT BOOKING", "Non-Emergency Patient Transport Request", "Transport booking - outpatient"]))
        d.ln("Booking no: ", P("IDNUM", "%s%s" % (L.letters(1), L.digits(7))), "    Requested: ", c.D(), " by ", clerk.full(), ", ", P("HOSPITAL", practice))
        d.ln()
        demographics(d, c, layout="aligned", fields=("name", "dob", "age", "nh", "addr", "phone"))
        d.ln("Pick-up: home address above; ", r.choice(["second floor, no lift", "ground floor", "gate code 4412", "sheltered housing - ring warden"]))
        d.ln("Mobility: ", r.choice(["walks with frame", "wheelchair (own)", "stretcher", "walks with stick, needs escort"]))
        if r.random() < 0.3:
            d.ln("Escort: none")
        else:
            q = c.relative()
            d.ln("Escort details: ", q.full(), " (", q.relation, "), ", P("PHONE", q.phone))
        d.ln()
        d.ln("Appointment: ", appt, ", ", P("HOSPITAL", hosp), ", ", P("LOCATION_OTHER", bldg))
        d.ln("Date: ", c.DW(when, style=L.dstyle), "   Appt time: ", at, "   Pick-up window: ", L.time(max(6, at_h - 2), 0), "-", L.time(max(6, at_h - 1), 0))
        d.ln("Return journey: ", r.choice(["required", "required - will phone when ready", "not required (family collecting)"]))
        d.ln("Vehicle allocated: ", r.choice(["ambulance car", "wheelchair-accessible vehicle", "stretcher vehicle"]), " ", P("VEHICLE", L.plate()))
        if r.random() < 0.4:
            d.ln("Vehicle VIN (fleet record): ", P("VEHICLE", L.vin()))
        d.ln("Eligibility: ", r.choice(["medical need confirmed", "meets criteria - mobility", "approved by clinician"]))
        d.ln("Clinical notes for crew: ", "; ".join(clinical.pmh(c, 3)), ". ", r.choice(["Oxygen 2 L/min via nasal cannula.", "Hard of hearing - speak clearly.",
                                                                                       "Diabetic - bring snack.", "No oxygen required.", "Uses walking frame at home."]))
        d.ln("Special instructions: ", r.choice(["call " + c.v["his"] + " mobile 30 min before arrival", "ring doorbell twice, patient slow to answer",
                                                 "parking restricted - use side road", "escort to meet crew at main entrance"]), ".")
        d.ln()
        d.ln("Confirmed with patient by phone ", c.D(), ".", r.choice(["", " Crew advised re dog at property.", " Key safe code given to crew."]))
        d.ln("Booked with: ", r.choice(["Patient Transport Service", "non-emergency transport desk", "community transport scheme"]), ", call handler ",
             c.clin("clerk").full(), ", tel ", P("PHONE", L.phone("landline")), ".")
    else:  # dna / cancellation
        d.ln(r.choice(["Did Not Attend (DNA) - admin note", "Missed appointment follow-up", "No-show record"]))
        d.ln(P("HOSPITAL", hosp), " - ", appt)
        d.ln()
        demographics(d, c, layout="inline", fields=("name", "dob", "mrn"), sep="   ")
        missed = c.days(-r.randint(1, 5))
        d.ln("Missed appointment: ", c.DW(missed, style=L.dstyle), " ", at, " with ", doc.dr() if doc.cred_is_dr() else doc.full())
        if r.random() < 0.5:
            d.ln("Previous DNAs: none")
        else:
            d.ln("Previous DNAs: ", str(r.randint(1, 3)), " (last ", c.D(c.days(-r.randint(60, 400))), ")")
        d.ln()
        d.ln("Actions:")
        d.ln("1. Phoned ", P("PHONE", pt.mobile), " at ", L.time(r.randrange(9, 12)), " - ", r.choice(["no answer, voicemail left.", "number not recognised.", "spoke to patient."]))
        if r.random() < 0.5:
            q = c.relative()
            d.ln("2. Phoned home number ", P("PHONE", pt.home), " - spoke to ", c.v["his"], " ", q.relation, " ", q.g(),
                 "; says patient was ", r.choice(["in hospital at ", "admitted to "]), P("HOSPITAL", inst.hospital(L)), " that week.")
        else:
            d.ln("2. Phoned home number ", P("PHONE", pt.home), " - no answer.")
        d.ln("3. Letter sent to ", pt.addr.oneline(), ".")
        d.ln("4. ", r.choice(["Rebooked for ", "Offered "]), c.DW(c.wdays(r.randint(14, 60)), style=L.dstyle), " at ", L.appt_time(), ", ref ", P("ACCOUNT", ref), ".")
        d.ln("5. GP informed: ", gp_ref(c, c.clin("gp"), practice), ".")
        if r.random() < 0.6:
            d.ln()
            clinical.appt_history(d, c)
        d.ln()
        d.ln("Policy: patients who miss two consecutive appointments without notice may be discharged back to their GP, unless clinically vulnerable. ",
             "Clinician to review before discharge.")
        d.ln("Clinician review: ", r.choice(["rebook - clinically indicated", "discharge to GP with advice letter", "rebook once, then discharge if DNA"]),
             " (", (doc.dr() if doc.cred_is_dr() else [doc.full()]), ", ", c.D(), ").")
        d.ln()
        d.ln(clerk.full(), ", ", r.choice(["Clinic Coordinator", "Outpatient Services", "Booking Team"]), "  ", c.D())
    return d
