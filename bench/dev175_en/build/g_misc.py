"""Genres: significant event analysis; fit note log; travel health consultation."""
import pools as PL
import clin as C
from fmt import Doc, P, D, AGE, add_days, pick, chance, digits, letters, join_list
from world import (Person, pname, docname, nursename, famname, address, dob, nhsid, mobile, land, email,
                   ip_private, username, plate, insurer_no)
from common import (tm, before, after, rel_phrase, job, job_phrase, staff, staffname, contact_line, pt_header,
                    pmh_items, meds, social, country, HIS, HE)


def _fp(rng):
    return pick(rng, ["FP-%s" % digits(rng, 5), "BIO%s" % digits(rng, 6), "FPT-%s-%s" % (digits(rng, 3), digits(rng, 3))])


SEA_WHAT = {
    "results": "Two patients with the same surname. Result for one filed to the other's record by {user} from workstation {ip}. Abnormal result (K+ 6.3) therefore not actioned for 3 days. Patient {pt} ({age}) became unwell and was admitted to {hosp} on {d1}.",
    "rx": "Methotrexate 10mg issued as DAILY instead of WEEKLY on {d1} (EPS ID {eps}). Picked up by pharmacist {ph} at {pharm} who phoned the practice on {tel}. Patient {pt} had not taken any doses.",
    "2ww": "2WW referral for {pt} ({age}) dictated on {d1} but not sent; e-RS UBRN {ubrn} created but left in 'draft'. Discovered when patient phoned on {d2} asking for appointment at {hosp}.",
    "address": "Letter containing sensitive results posted to previous address {street}, {town} despite change of address done on {d1}. New occupant returned it unopened. Patient {pt} informed.",
    "fridge": "Vaccine fridge in room {room} found at 11.2C on {d1} AM. Data logger (serial {dev}) showed breach from approx 02:00. Stock quarantined, manufacturer advice sought. Discovered by {nurse}.",
    "email": "Email containing a list of {n} patients (names, DOB, NHS numbers) sent to external address {mail} instead of {mail2}. Sent from account {user}. Recall attempted at {time}. Audit log shows access from {ip}.",
    "collapse": "Patient {pt} ({age}) collapsed in waiting area near {room2}. CPR started by {nurse}, AED (serial {dev}) applied - 1 shock. Ambulance arrived in 9 min, taken to {hosp}. ROSC achieved.",
    "cd": "Controlled drug cabinet stock count discrepancy (diamorphine 10mg amps, 1 missing) on {d1}. Biometric cabinet log shows fingerprint IDs {bio} ({s1}) and {bio2} ({s2}) accessed that day. Register entry missing.",
    "login": "Smartcard left in terminal in room {room}; record of {pt} accessed under {user} while user was on leave. Biometric sign-in (face ID {bio}) later enabled for prescribers. Terminal IP {ip}.",
}
SEA_WHY = {
    "results": ["Matching done on surname + first initial only", "Workflow staff new to role, no second check"],
    "rx": ["Drop-down default frequency 'daily'", "Authorising GP interrupted during task"],
    "2ww": ["No fail-safe log of 2WW referrals", "Secretary on leave - task not reassigned"],
    "address": ["Address change done on one system, not synced to Docman", "Manual process"],
    "fridge": ["Fridge plug switched off by cleaner", "No min/max check on weekend"],
    "email": ["Auto-complete selected wrong contact", "No external-email warning banner"],
    "collapse": ["Pt arrived early, no observation of waiting area", "Good team response"],
    "cd": ["Double signature not enforced", "Register kept in different room"],
    "login": ["Smartcard policy not followed", "Locum unfamiliar with system"],
}
SEA_ACT = {
    "results": "Match on 3 identifiers (name, DOB, NHS no) before filing",
    "rx": "Add alert to all methotrexate templates; weekly day to be specified",
    "2ww": "Weekly urgent referral fail-safe log checked by PM",
    "address": "Single checklist for change of address",
    "fridge": "Switch guard + label on fridge plugs; daily logs incl weekends",
    "email": "Disable auto-complete for external domains; DPO informed",
    "collapse": "Annual BLS refresher; check AED pads expiry monthly",
    "cd": "Biometric + witness for all CD access; monthly audit",
    "login": "Smartcard removal reminder; IT to set 5 min lock",
}


def sea(rng, ctx):
    doc = Doc()
    pr = ctx.prac
    kind = pick(rng, sorted(SEA_WHAT.keys()))
    pt = ctx.patient(min_age=18, max_age=92)
    d_event = before(rng, ctx.date, 14, 60)
    doc.add(pick(rng, ["SIGNIFICANT EVENT ANALYSIS", "Significant Event Analysis (SEA)", "SEA REPORT", "Significant Event Audit"]), "\n")
    doc.add("Practice: ", P(pr.name, "HOSPITAL"), "\n")
    doc.add("Ref: ", P("SEA-%d-%02d" % (d_event.year % 100, rng.randint(1, 30)), "IDNUM"))
    if chance(rng, 0.5):
        doc.add((pick(rng, ["   LFPSE ref: ", "   Datix: "]) if ctx.country == "UK" else "   NIMS ref: "), P("%s%s" % (letters(rng, 1), digits(rng, 6)), "IDNUM"))
    doc.add("\nDate of event: ", D(rng, d_event, ["dmy", "dMonY", "long"]), "   Meeting: ",
            D(rng, before(rng, ctx.date, 0, 10), ["dmy", "dMonY", "wd_long"]), "\n")
    lead = staff(rng, ctx, "gp")
    doc.add("Lead: ", docname(rng, lead, pick(rng, ["Dr_full", "Dr_last"])), "\n")
    att = [docname(rng, g, pick(rng, ["Dr_last", "Dr_i_last", "init"])) for g in pr.gps[:rng.randint(1, len(pr.gps))]]
    att.append([P(pick(rng, pr.nurses).full, "DOCTOR"), " (PN)"])
    att.append([P(pr.manager.full, "DOCTOR"), " (PM)"])
    if chance(rng, 0.6):
        att.append([P(pick(rng, pr.admin).first, "DOCTOR"), " (reception)"])
    doc.add("Attendees: ", join_list(att, sep=", ", last=", "), "\n\n")
    nurse = pick(rng, pr.nurses)
    s1, s2 = pick(rng, pr.gps + pr.nurses, 2)
    vals = {
        "user": P(pick(rng, pr.admin + pr.gps).user, "USERNAME"), "ip": P(ip_private(rng), "IPADDR"),
        "pt": pick(rng, [pname(rng, pt, "init"), pname(rng, pt, "title"), pname(rng, pt, "full"), ["Patient A (", pname(rng, pt, "init"), ")"]]),
        "age": P(str(pt.age), "AGE"), "hosp": P(pick(rng, pr.hospitals), "HOSPITAL"),
        "d1": D(rng, d_event, ["dmy", "dm", "wd_dm", "ord"]), "d2": D(rng, after(rng, d_event, 5, 20), ["dmy", "dm", "ord"]),
        "eps": P("%s-%s-%s" % (letters(rng, 6, "0123456789ABCDEF"), letters(rng, 1) + digits(rng, 5), digits(rng, 5) + letters(rng, 1)), "IDNUM"),
        "ph": P(Person(rng).full, "DOCTOR"), "pharm": P(pick(rng, pr.pharmacies), "HOSPITAL"),
        "tel": P(land(rng, ctx.country, pr.town), "PHONE"),
        "ubrn": P(digits(rng, 12), "IDNUM"), "street": P(pt.street, "STREET"), "town": P(pt.town, "CITY"),
        "room": P(str(rng.randint(1, 12)), "LOCATION_OTHER"),
        "room2": pick(rng, [["room ", P(str(rng.randint(1, 12)), "LOCATION_OTHER")], "reception desk", "the lift"]),
        "dev": P("%s%s" % (pick(rng, ["TL", "LOG", "AED", "ZL"]), digits(rng, 7)), "DEVICE"),
        "nurse": nursename(rng, nurse, pick(rng, ["full", "Sr_last", "first"])),
        "n": str(rng.randint(12, 240)), "mail": P(email(rng, Person(rng), pick(rng, ["example.com", "example.net"])), "EMAIL"),
        "mail2": P(email(rng, Person(rng), "nhs.example.net"), "EMAIL"), "time": tm(rng),
        "bio": P(_fp(rng), "BIOID"), "bio2": P(_fp(rng), "BIOID"),
        "s1": P(s1.full, "DOCTOR"), "s2": P(s2.full, "DOCTOR"),
    }
    doc.add(pick(rng, ["1. What happened?\n", "WHAT HAPPENED\n", "Description:\n"]))
    what = SEA_WHAT[kind]
    if ctx.country == "IE":
        what = what.replace("NHS numbers", "chart numbers").replace("e-RS UBRN", "Healthlink ref").replace("2WW", "Rapid access")
    doc.f(what + "\n\n", **vals)
    pt_kind = kind not in ("fridge", "cd")
    if pt_kind and chance(rng, 0.4):
        doc.add("Patient details (restricted): ", pname(rng, pt, pick(rng, ["full", "LAST,"])), ", DOB ", dob(rng, pt), ", ",
                nhsid(rng, pt), "\n\n")
    doc.add(pick(rng, ["2. What went well?\n", "WHAT WENT WELL\n"]))
    doc.add(pick(rng, ["Error identified quickly and honestly reported.", "Team responded promptly.",
                       "Pharmacist escalated appropriately." if kind == "rx" else "Open reporting culture - no blame.",
                       "Good communication with patient and family." if pt_kind else "Issue spotted at routine check."]), "\n\n")
    doc.add(pick(rng, ["3. Why did it happen?\n", "CONTRIBUTING FACTORS\n"]))
    for w in SEA_WHY[kind]:
        doc.add("- ", w, "\n")
    doc.add("\n", pick(rng, ["4. Learning / actions\n", "ACTIONS AGREED\n"]))
    owner = pick(rng, [pr.manager] + pr.gps)
    doc.add("- ", SEA_ACT[kind], " - owner ", P(pick(rng, [owner.full, owner.initials]), "DOCTOR"), ", by ",
            D(rng, after(rng, ctx.date, 14, 60), ["dmy", "dm", "my"]), "\n")
    if pt_kind:
        doc.add("- Duty of candour: ", pick(rng, ["apology given to patient", "discussed with ", "letter sent"]))
        if doc.parts[-1] == "discussed with ":
            doc.add(rel_phrase(rng, pt, poss=False), " (", P(pt.nok_phone, "PHONE"), ")")
        doc.add(" ", D(rng, after(rng, d_event, 1, 10), ["dm", "dmy"]), "\n")
    else:
        doc.add("- Duty of candour: n/a (no patient harm identified)\n")
    if chance(rng, 0.5):
        doc.add("- Shared with ", "PCN / ICB patient safety team" if ctx.country == "UK" else "HSE CHO quality & safety", " (", P(email(rng, Person(rng), "example.org"), "EMAIL"), ")\n")
    if chance(rng, 0.35):
        doc.add("- Staff biometric clock-in IDs reviewed: ", P(_fp(rng), "BIOID"), ", ", P(_fp(rng), "BIOID"), "\n")
    doc.add("\nReview date: ", D(rng, after(rng, ctx.date, 60, 180), ["my", "dmy", "mony"]), "\n")
    doc.add("Report written by ", P(pr.manager.full, "DOCTOR"), pick(rng, [", Practice Manager", " (PM)", ""]), "\n")
    return doc


FIT_COND = ["Low back pain", "Stress at work", "Anxiety and depression", "Post-op (lap chole)", "Fractured L wrist",
            "Post-op (TKR)", "COVID-19 / post-viral fatigue", "Sciatica", "Bereavement reaction", "Tennis elbow",
            "Pneumonia", "Plantar fasciitis", "Migraine", "Shoulder impingement", "Pregnancy-related hyperemesis"]


def _fit_entry(rng, ctx, doc, pt, gp, log):
    uk = ctx.country == "UK"
    cond = pick(rng, FIT_COND)
    if cond == "Pregnancy-related hyperemesis" and pt.sex == "M":
        cond = "Sciatica"
    start = before(rng, ctx.date, 0, 5)
    weeks = pick(rng, [1, 2, 2, 4, 4, 6, 8])
    end = add_days(start, weeks * 7 - 1)
    if log:
        doc.add(D(rng, ctx.date, ["dm", "ddmm"]), " | ", pname(rng, pt, pick(rng, ["full", "LAST,", "LASTsp"])), " | ",
                pt.ssn_label, " ", P(pt.ssn, "SSN"), " | ", cond, " | ", D(rng, start, ["dm", "ddmm", "dmy2"]), "-",
                D(rng, end, ["dm", "ddmm", "dmy2"]), " | ", pick(rng, ["F2F", "tel", "video", "eConsult"]), " | ")
        if pt.job:
            doc.add(job(pt), " @ ", P(pt.employer, "ORGANIZATION"))
        else:
            doc.add("unemployed")
        doc.add(" | ", docname(rng, gp, pick(rng, ["init", "Dr_last"])), "\n")
        return
    if uk:
        doc.add("STATEMENT OF FITNESS FOR WORK (Med3)\n")
    else:
        doc.add(pick(rng, ["MEDICAL CERTIFICATE - Illness Benefit", "Certificate of incapacity for work (DSP)",
                           "Medical cert - social welfare"]), "\n")
    doc.add("Patient: ", pname(rng, pt, pick(rng, ["title_full", "full", "mid"])), "   DOB ", dob(rng, pt), "\n")
    doc.add(pt.ssn_label, ": ", P(pt.ssn, "SSN"), "   ", nhsid(rng, pt), "\n")
    if not uk and getattr(pt, "card", None):
        doc.add(pt.card_label, ": ", P(pt.card, "HEALTHPLAN"), "\n")
    doc.add("Address: ", address(rng, pt, "inline"), "\n")
    if pt.job:
        doc.add("Occupation: ", job(pt), "   Employer: ", P(pt.employer, "ORGANIZATION"), "\n")
    doc.add("I assessed your case on: ", D(rng, start, ["dmy", "long", "dMonY"]), pick(rng, [" (face to face)", " by telephone", " (video)", ""]), "\n")
    doc.add("Condition: ", cond, "\n")
    if chance(rng, 0.55):
        doc.add("[X] Not fit for work\n")
    else:
        doc.add("[X] May be fit for work taking into account: ",
                join_list(pick(rng, ["phased return", "amended duties", "altered hours", "workplace adaptations"], rng.randint(1, 3)), sep=", ", last=", "), "\n")
        doc.add("Comments: ", pick(rng, ["no heavy lifting >10kg", "4 hour shifts first 2 weeks", "avoid ladders", "desk-based only",
                                         "no driving duties"]), "\n")
    doc.add("Period: from ", D(rng, start, ["dmy", "dMonY"]), " to ", D(rng, end, ["dmy", "dMonY"]), " (", str(weeks), " week", "s" if weeks > 1 else "", ")\n")
    doc.add("Follow-up needed: ", pick(rng, ["Yes", "No"]), "\n")
    if pt.job in PL.DRIVING_JOBS and chance(rng, 0.8):
        doc.add("Note: drives ", pick(rng, ["company van", "works vehicle", "HGV", "own taxi"]), " reg ", P(plate(rng, ctx.country), "VEHICLE"),
                " - advised not to drive while on ", pick(rng, ["pregabalin", "co-codamol", "sedating meds"]), "\n")
    if chance(rng, 0.3):
        hr = Person(rng)
        doc.add("Employer HR contact: ", P(hr.full, "FAMILY"), " ", P(email(rng, hr, "example.com"), "EMAIL"), " - pt consented to letter\n")
    doc.add("Doctor: ", docname(rng, gp, pick(rng, ["Dr_full", "Dr_i_last"])))
    if chance(rng, 0.6):
        doc.add(pick(rng, ["  GMC ", "  GMC no. "]) if uk else pick(rng, ["  IMC ", "  MCRN "]), P(gp.gmc, "LICENSE"))
    doc.add("\nDate of statement: ", D(rng, ctx.date, ["dmy", "dMonY"]), "\n")


def fit_note_log(rng, ctx):
    doc = Doc()
    pr = ctx.prac
    if chance(rng, 0.45):
        gp = staff(rng, ctx, "gp")
        doc.add(P(pr.name, "HOSPITAL"), " - ", pick(rng, ["Fit notes issued w/c ", "Sick cert log - week of ", "Fit note register "]),
                D(rng, before(rng, ctx.date, 0, 4), ["dmy", "dMonY", "dm"]), "\n")
        doc.add("Date | Patient | ID | Condition | Period | Assessed | Occupation/employer | GP\n")
        for _ in range(rng.randint(5, 10)):
            pt = ctx.patient(min_age=17, max_age=66)
            _fit_entry(rng, ctx, doc, pt, staff(rng, ctx, "gp"), True)
        doc.add("\n", pick(rng, ["Employer queries: direct to ", "Requests via "]), P(pr.email, "EMAIL"), "\n")
    else:
        pt = ctx.patient(min_age=18, max_age=66)
        gp = staff(rng, ctx, "gp")
        doc.add(P(pr.name, "HOSPITAL"), "  ", P(pr.phone, "PHONE"), "\n")
        _fit_entry(rng, ctx, doc, pt, gp, False)
        if chance(rng, 0.5):
            doc.add("\nConsultation note: ", pick(rng, ["Reviewed - still sx, unable to do manual job", "Improving, plans phased return",
                                                        "Awaiting physio", "OH referral suggested to employer"]))
            doc.add(". Prev cert ", D(rng, before(rng, ctx.date, 15, 40), ["dm", "dmy"]), ".\n")
    return doc


VACCS = ["Hep A", "Typhoid (Vi)", "Hep B", "Rabies (pre-exposure)", "Cholera (Dukoral)", "Yellow fever", "Tick-borne encephalitis",
         "Japanese encephalitis", "MenACWY", "dTaP/IPV (Revaxis)", "MMR"]
MALARIA = ["atovaquone-proguanil (Malarone) 1 daily, start 1-2 days before, continue 7 days after",
           "doxycycline 100mg daily, start 2 days before, 4 weeks after", "no malaria prophylaxis needed - bite avoidance only",
           "mefloquine weekly - declined (anxiety hx)"]


def travel_clinic(rng, ctx):
    doc = Doc()
    pr = ctx.prac
    pt = ctx.patient(min_age=18, max_age=80)
    nurse = staff(rng, ctx, "nurse")
    doc.add(pick(rng, ["TRAVEL HEALTH CONSULTATION", "Travel clinic - risk assessment", "Travel vaccination record"]), "\n")
    doc.add(P(pr.name, "HOSPITAL"), "   ", D(rng, ctx.date, ["dmy", "dMonY", "wd_long"]), "   ",
            nursename(rng, nurse, pick(rng, ["full", "full_cred", "Sr_last"])), "\n")
    pt_header(rng, ctx, doc, pt, pick(rng, ["line", "block", "irish"]))
    dep = after(rng, ctx.date, 10, 70)
    ret = add_days(dep, rng.randint(7, 90))
    doc.add("\nDepart ", D(rng, dep, ["dmy", "dMonY", "ord", "dm"]), "  Return ", D(rng, ret, ["dmy", "dMonY", "ord", "dm"]), "\n")
    doc.add("Itinerary:\n")
    dests = pick(rng, PL.TRAVEL, rng.randint(1, 3))
    for cn, states, cities in dests:
        doc.add("- ", country(cn), ": ")
        bits = []
        for c in pick(rng, cities, rng.randint(1, min(2, len(cities)))):
            bits.append(P(c, "CITY"))
        if chance(rng, 0.75):
            bits.append(["rural ", P(pick(rng, states), "STATE")])
        doc.add(join_list(bits, sep=", ", last=", "), pick(rng, [" (hotels)", " (backpacking)", " (staying with family)", ""]), "\n")
    purpose = rng.random()
    if purpose < 0.3:
        doc.add("Purpose: VFR - visiting ", rel_phrase(rng, pt, poss=True), "\n")
    elif purpose < 0.5:
        doc.add("Purpose: volunteering with ", P(pick(rng, ["Hope Wells Trust", "Global Classroom Aid", "Mission Clinics Abroad", "St Mary's Parish Church"]), "ORGANIZATION"), "\n")
    elif purpose < 0.65 and pt.job:
        doc.add("Purpose: business - ", job(pt), " for ", P(pt.employer, "ORGANIZATION"), "\n")
    else:
        doc.add("Purpose: holiday", pick(rng, [", with ", ""]))
        if doc.parts[-1] == ", with ":
            doc.add(rel_phrase(rng, pt))
        doc.add("\n")
    doc.add("PMH: ", join_list(pmh_items(rng, ctx, rng.randint(0, 2)) or ["nil"], sep=", ", last=", "), ".  Meds: ",
            "; ".join(meds(rng, rng.randint(0, 2))) or "none", "\n")
    doc.add("Previous vaccines: ")
    prev = pick(rng, VACCS, rng.randint(1, 3))
    doc.add(join_list([[v, " ", D(rng, add_days(ctx.date, -rng.randint(200, 5000)), ["y", "my", "mm_yy", "dmy"])] for v in prev], sep=", ", last=", "), "\n")
    doc.add("Given today: ", ", ".join(pick(rng, VACCS, rng.randint(1, 3))), pick(rng, [" (L deltoid)", " - R arm", ""]), "\n")
    if chance(rng, 0.5):
        doc.add("2nd dose due ", D(rng, after(rng, ctx.date, 7, 28), ["dm", "dmy", "wd_dm"]), "\n")
    yf = any(d[0] in ("Kenya", "Tanzania", "Brazil", "Peru", "Nigeria", "Ghana", "Uganda") for d in dests)
    if yf and chance(rng, 0.85):
        doc.add("Yellow fever: ICVP certificate no. ", P("%s%s" % (pick(rng, ["YF", "ICVP", "Y"]), digits(rng, 7)), "LICENSE"),
                " issued, valid from ", D(rng, add_days(ctx.date, 10), ["dmy", "dMonY"]), "\n")
    doc.add("Malaria: ", pick(rng, MALARIA), "\n")
    doc.add("Advice: food/water hygiene, bite avoidance (DEET 50%), rabies, sun, DVT, sexual health, travel insurance.\n")
    if chance(rng, 0.6):
        ins = pick(rng, PL.INSURERS_UK if ctx.country == "UK" else PL.INSURERS_IE)
        doc.add("Travel insurance: ", P(ins, "ORGANIZATION"), " policy ", P(insurer_no(rng, ins), "HEALTHPLAN"), "\n")
    if chance(rng, 0.35):
        doc.add("GHIC no. " if ctx.country == "UK" else "EHIC no. ", P(digits(rng, 20), "HEALTHPLAN"), "\n")
    if chance(rng, 0.4):
        doc.add("Leaflets: ", P(pick(rng, ["www.example.org/travel-health", "https://travelhealth.example.net/advice",
                                           "www.example.com/fit-for-travel/" + dests[0][0].replace("the ", "").lower().replace(" ", "-")]), "URL"), "\n")
    if chance(rng, 0.5):
        doc.add("Private fee GBP " if ctx.country == "UK" else "Fee EUR ", str(rng.randint(3, 24) * 10), " - invoice ",
                P("TRV-%s" % digits(rng, 5), "ACCOUNT"), pick(rng, [" paid", " paid by card", " outstanding"]), "\n")
    if chance(rng, 0.3):
        doc.add("Emergency contact abroad: ", rel_phrase(rng, pt, poss=False), " ", P(pt.nok_phone, "PHONE"), "\n")
    return doc
