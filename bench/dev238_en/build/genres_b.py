"""Genres: catch-up immunisation plan, trauma survivor letter, case-worker liaison, telephone via interpreter (author 238)."""
import clin as C
import common as K
import phi as H
import pools_names as PN
import pools_places as PP

REGISTRY = {"US": "state IIS", "UK": "Child Health Information Service", "CA": "Panorama", "AU": "AIR"}


def immunisation(c, d):
    r = c.rng
    word = c.immun()
    d.t(r.choice(["CATCH-UP %s PLAN" % word.upper(), "Catch-up %s schedule" % word, "%s catch-up - refugee clinic" % word.capitalize()]) + "\n")
    d.f("{H}\n\n", H=(c.hosp, "HOSPITAL"))
    d.f("%s: {P}   DOB: {B}   Age: {A}\n" % ("Child" if c.child else "Client"), P=c.P(r.choice(["full", "upper_lastfirst", "lastfirst"])),
        B=c.D(c.dob, r.choice(["num", "iso", "abbr"])), A=[(str(c.age) if c.age else str(r.randint(3, 11)), "AGE"),
                                                           " y" if c.age else " months"])
    d.f("  {M}\n", M=["ID ", (c.mrn, "MRN")])
    if c.child:
        par = c.kin("mother") or c.kin()
        if par:
            d.f("Parent/guardian: {N} (%s)   Contact: {T}\n" % par["rel"], N=(H.nm(r, par["p"], r.choice(["full", "short"])), "FAMILY"),
                T=c.phone())
    d.f("Born: {K}.  Arrived: {A}.  ", K=(c.home_country, "COUNTRY"), A=c.D(c.arrival, r.choice(["num", "my", "abbr"])))
    d.t(r.choice(["Overseas record (yellow card) sighted.", "IOM vaccination record (DS-3025) reviewed.",
                  "No documentation - treat as unvaccinated.", "Hand-written camp clinic card, partly legible."]) + "\n")
    d.put(c.interp_phrase())
    d.t("\n\nSEROLOGY: " + "; ".join(C.labs(r, 3)) + "\n")
    d.t("\nPREVIOUS DOSES (documented)\n")
    d.t("Vaccine        Date           Place\n")
    for v in r.sample(["BCG", "OPV", "OPV", "Penta (DTwP-HepB-Hib)", "Measles", "MR", "bOPV", "IPV", "PCV10", "Rota", "Td", "YF"], r.randint(2, 5)):
        dd = H.add_days(c.dob, r.randint(0, max(30, c.age * 300)))
        where = r.choice([(c.camp, "LOCATION_OTHER") if c.camp else (c.transit, "COUNTRY"), (c.home_city, "CITY"), (c.transit, "COUNTRY")])
        d.f("%-14s {D}   {W}\n" % v, D=c.D(dd, r.choice(["num", "my", "year", "iso"])), W=where)
    d.t("\nPLAN (min. intervals per %s)\n" % {"US": r.choice(["ACIP catch-up table", "Pink Book"]), "UK": "Green Book",
                                                "CA": "CIG", "AU": "Australian Immunisation Handbook"}[c.country])
    day = c.date
    for i in range(r.randint(2, 4)):
        d.f("Visit %d  {D}  " % (i + 1), D=c.D(day, r.choice(["num", "num", "abbr", "wkday", "iso"])))
        d.t(", ".join(c.vaccines(n=r.randint(1, 3))))
        if i == 0:
            d.t("  - GIVEN today, lot %s, %s, IM" % (C.lot(r), r.choice(["L deltoid", "R deltoid", "L thigh", "R ant thigh"])))
        d.t("\n")
        day = H.add_days(day, r.choice([28, 28, 56, 60, 180]))
    d.f("Given by: {N}\n", N=c.dr(c.nurse))
    d.t("Consent: verbal via interpreter. Post-vaccine advice given. Observed 15 min, no reaction.\n")
    d.t("Recorded on %s: %s.\n" % (REGISTRY[c.country] if c.child or c.country != "UK" else "GP record", r.choice(["yes", "pending", "done - overseas doses back-entered"])))
    sibs = [f for f in c.fam if f["rel"] in ("brother", "sister", "son", "daughter")]
    if sibs and r.random() < 0.8:
        d.t("\nOTHER FAMILY MEMBERS SEEN TODAY\n")
        for f in sibs[:3]:
            d.f("* {N}, {A}: %s\n" % ", ".join(c.vaccines(f["age"], 2)), N=(H.nm(r, f["p"], r.choice(["given", "full"])), "FAMILY"),
                A=H.age_phrase(r, f["age"], f["p"]["sex"], words_ok=False))
    if c.child and r.random() < 0.6:
        school = r.choice([o for o in c.orgs if "School" in o or "Academy" in o or "Ecole" in o] or c.orgs)
        d.f("\nSchool ({S}) needs %s record by {D} - letter given.\n" % word, S=(school, "ORGANIZATION"),
            D=c.D(H.add_days(c.date, r.randint(7, 40)), r.choice(["short", "long", "num"])))
    if r.random() < 0.3:
        d.f("Next appt {D} %s with {N}.\n" % H.time_str(r), D=c.D(H.add_days(c.date, 28), "wkday"), N=c.dr(c.nurse, cred=False))


def trauma_letter(c, d):
    r = c.rng
    K.clinic_head(c, d, web=True)
    d.f("{D}\n\n", D=c.D(c.date, "long"))
    d.t(r.choice(["PRIVATE AND CONFIDENTIAL\n", "Medico-legal report - confidential\n", ""]))
    law = c.world.other()
    firm = r.choice([o for o in c.orgs if "Legal" in o or "Law" in o or "Solicitors" in o] or c.orgs)
    ttl = H.title(r, law) + " " if r.random() < 0.6 else ""
    d.f("{L}\n{F}\n", L=[ttl, (law["full"], "FAMILY")], F=(firm, "ORGANIZATION"))
    d.put(H.address(r, H.Place(r, c.country), "multi"))
    d.t("\n\n")
    ref_kind = {"US": ("A#", None), "UK": ("HO ref", "homeoffice"), "CA": ("UCI", "uci"), "AU": ("Boat/HAP ref", "hap")}[c.country]
    d.f("Re: {P}, DOB {B}, %s {R}\n\n" % ref_kind[0], P=c.P(r.choice(["full", "upper"])), B=c.D(c.dob, "num"),
        R=(H.a_number(r) if c.country == "US" else H.case_no(r, ref_kind[1]), "IDNUM"))
    if r.random() < 0.8:
        d.f("Dear {T}{L},\n\n", T=H.title(r, law) + " ", L=(law["family"], "FAMILY"))
    else:
        d.f("Dear {L},\n\n", L=(law["given"], "FAMILY"))
    d1 = H.add_days(c.date, -r.randint(10, 60))
    d2 = H.add_days(d1, r.randint(5, 20))
    d.f("Thank you for your instruction of {I}. I assessed {T}{P} at {H} on {D1} and {D2} (total %d hours) with a professional "
        "%s interpreter, {IN}, whom %s confirmed understanding. This report follows the %s.\n\n"
        % (r.randint(3, 7), c.lang, "she" if c.sex == "F" else "he", r.choice(["Istanbul Protocol", "Istanbul Protocol (2022 revision)"])),
        I=c.D(H.add_days(d1, -r.randint(10, 50)), "long"), T=H.title(r, c.pt) + " " if not c.child else "", P=(H.nm(r, c.pt, "last"), "PATIENT"),
        H=(c.hosp, "HOSPITAL"), D1=c.D(d1, r.choice(["long", "num"])), D2=c.D(d2, r.choice(["long", "num"])),
        IN=(c.interp["full"], "DOCTOR"))
    d.t("1. BACKGROUND\n")
    d.f("{P} is a ", P=(H.nm(r, c.pt, r.choice(["full", "given", "last"])), "PATIENT"))
    d.put(c.age_p())
    d.f(" %s from {C}, {K}. %s worked as a {O} " % ("woman" if c.sex == "F" else "man", "She" if c.sex == "F" else "He"),
        C=(c.home_city, "CITY"), K=(c.home_country, "COUNTRY"), O=(c.occupation, "PROFESSION"))
    ev = H.add_days(c.left_home, -r.randint(30, 900))
    d.f("until {E}, when %s was arrested at %s and held at {L} for about %d %s. " % (
        "she" if c.sex == "F" else "he", r.choice(["home", "a checkpoint", "work", "a demonstration", "the market"]),
        r.randint(2, 11), r.choice(["weeks", "days", "months"])),
        E=c.D(ev, r.choice(["my", "year", "long"])), L=(r.choice(["a military compound", "an unofficial detention site"]) if r.random() < 0.5
                                                       else (r.choice(["the old cement factory", "Camp 7", "Block 4 barracks", "the Kasr police post",
                                                                       "Station 9", "the Red Gate compound"]), "LOCATION_OTHER")))
    d.t("%s describes %s. " % ("She" if c.sex == "F" else "He", r.choice(["repeated beatings with cables", "suspension by the arms",
                                                                       "cigarette burns to the arms", "sexual violence (details withheld)",
                                                                       "electric shocks", "mock execution"])))
    k = c.lost_relative() if r.random() < 0.85 else None
    if k:
        d.f("%s %s {N} %s" % ("Her" if c.sex == "F" else "His", k["rel"], r.choice(["was killed in", "disappeared in", "has been detained since"])),
            N=(H.nm(r, k["p"], r.choice(["given", "full"])), "FAMILY"))
        d.f(" {Y}. ", Y=(str(r.randint(c.left_home.year - 6, c.left_home.year)), "DATE"))
    d.f("%s left {K} in {Y} and travelled via {T}" % ("She" if c.sex == "F" else "He"), K=(c.home_country, "COUNTRY"),
        Y=c.D(c.left_home, r.choice(["my", "year"])), T=(c.transit, "COUNTRY"))
    if r.random() < 0.4:
        d.f(", where %s was held at {DC}" % ("she" if c.sex == "F" else "he"),
            DC=(r.choice(["Al-Shams holding centre", "Border Post 12", "the Evros holding facility", "Siglo XXI station",
                          "the Kasr warehouse", "Gate 3 reception compound", "Bir Nasr detention site"]), "LOCATION_OTHER"))
    d.f(", arriving on {A}.\n\n", A=c.D(c.arrival, "long"))
    d.t("2. PHYSICAL FINDINGS\n")
    for i, (desc, level, mech) in enumerate(r.sample(C.SCARS, r.randint(2, 4))):
        d.t("2.%d %s. In my opinion this is %s the attributed cause (%s).\n" % (i + 1, desc[0].upper() + desc[1:], level, mech))
    d.t("(" + C.IP_TERMS + ")\n\n")
    d.t("3. PSYCHOLOGICAL ASSESSMENT\n")
    d.t("Scores: %s; %s; %s. " % (C.SCORES[3](r), C.SCORES[0](r), C.SCORES[4](r)))
    d.t(r.choice(["Presentation meets DSM-5 criteria for PTSD (F43.10) with comorbid major depression.",
                  "Findings consistent with complex PTSD (ICD-11 6B41).", "Marked avoidance, hyperarousal and intrusive memories."]))
    d.t(" Memory gaps and inconsistencies in dates are common in trauma and do not in my view undermine credibility.\n\n")
    d.t("4. CONCLUSION\n")
    d.f("The physical and psychological findings are %s the account given by {P}. " % r.choice(["highly consistent with", "consistent with"]),
        P=[H.title(r, c.pt) + " ", (H.nm(r, c.pt, "last"), "PATIENT")] if not c.child else (H.nm(r, c.pt, "given"), "PATIENT"))
    d.t("%s would benefit from trauma-focused therapy; removal would carry a significant risk of deterioration.\n"
        % ("She" if c.sex == "F" else "He"))
    d.t("\nI understand my duty is to the %s and I have complied with it.\n" % r.choice(["Tribunal", "Court", "decision-maker"]))
    K.sign_letter(c, d)


def caseworker(c, d):
    r = c.rng
    cw = c.caseworker
    d.t(r.choice(["CASE WORKER LIAISON NOTE", "Care coordination - resettlement agency contact", "Liaison note (social work)",
                  "CASE CONFERENCE / LIAISON"]) + "\n")
    d.f("Date: {D}  %s\n" % H.time_str(r), D=c.D(c.date))
    d.f("Client: {P} ({M})   Family case no: {F}\n", P=c.P(), M=(c.mrn, "MRN"), F=(H.case_no(r, "resettle"), "IDNUM"))
    d.f("Contact: {W}, {O}\n  tel {T}   email {E}\n", W=(H.nm(r, cw, r.choice(["full", "short", "init_last"])), "DOCTOR"),
        O=(c.agency, "ORGANIZATION"), T=c.phone(), E=(H.email(r, cw), "EMAIL"))
    d.t("Mode: %s\n\n" % r.choice(["phone", "Teams call", "in person at clinic", "email", "home visit with interpreter"]))
    items = list(range(8))
    r.shuffle(items)
    d.t("Discussed:\n")
    for it in items[: r.randint(4, 7)]:
        if it == 0:
            pl = c.place.near(r)
            d.f("- Housing: family moving to {AD} on {D}", AD=H.address(r, pl, "line"), D=c.D(H.add_days(c.date, r.randint(3, 30)), r.choice(["short", "num", "wkday"])))
            if r.random() < 0.5:
                ll = c.world.other()
                d.f("; landlord {L} {T}", L=(ll["full"], "FAMILY"), T=c.phone())
            d.t(". Mould in current flat - letter of support requested.\n")
        elif it == 1:
            v = H.vehicle(r, c.country)
            d.f("- Transport: agency %s (reg {V}) will bring %s to %s appt {D}.\n" % (
                r.choice(["van", "volunteer car", "minibus"]), "her" if c.sex == "F" else "him",
                r.choice(["dental", "ID clinic", "audiology", "eye", "psychology", "x-ray"])), V=(v, "VEHICLE"),
                D=c.D(H.add_days(c.date, r.randint(2, 20)), r.choice(["wkday", "short", "num"])))
        elif it == 2:
            d.t("- Benefits: %s. " % r.choice({"US": ["Medicaid approved", "RMA active", "SNAP pending", "Medicaid renewal due"],
                                              "UK": ["asylum support (s95) granted", "Universal Credit claim made", "HC2 certificate issued"],
                                              "CA": ["IFHP coverage confirmed", "RAP income support started", "OHIP application submitted"],
                                              "AU": ["Centrelink SRSS payment started", "Medicare card issued", "Special Benefit approved"]}[c.country]))
            if r.random() < 0.5:
                d.f("SSN/ID card received ({S}).\n", S=(H.ssn(r, c.country), "SSN"))
            else:
                d.f("Plan no {HP}.\n", HP=(c.hp, "HEALTHPLAN"))
        elif it == 3:
            kid = [f for f in c.fam if f["rel"] in ("son", "daughter", "brother", "sister") and 4 <= f["age"] <= 17]
            school = r.choice([o for o in c.orgs if "School" in o or "Academy" in o or "Ecole" in o or "College" in o] or c.orgs)
            if kid:
                f = kid[0]
                d.f("- School: {N} ({A}) enrolled at {S}; needs %s record.\n" % c.immun(), N=(H.nm(r, f["p"], "given"), "FAMILY"),
                    A=(str(f["age"]), "AGE"), S=(school, "ORGANIZATION"))
            else:
                d.f("- English classes at {S} %s.\n" % r.choice(["twice weekly", "3 mornings a week", "starting next term"]), S=(school, "ORGANIZATION"))
        elif it == 4:
            emp = r.choice([o for o in c.orgs if any(k in o for k in ("Poultry", "Packing", "Logistics", "Warehouse", "Meats", "Abattoirs",
                                                                      "Cleaning", "Care", "Warehousing"))] or c.orgs)
            d.f("- Employment: started as {O} at {E} on {D}; asks for fit note re back pain.\n", O=(r.choice(["cleaner", "packer", "line worker",
                                                                                                             "care assistant", "forklift driver", "kitchen porter"]), "PROFESSION"),
                E=(emp, "ORGANIZATION"), D=c.D(H.add_days(c.date, -r.randint(3, 60)), r.choice(["short", "num", "long"])))
        elif it == 5:
            d.f("- Immigration (%s): biometric enrolment done (ref {B}); interview %s {D}.\n" % (
                r.choice(PP.PUBLIC_BODIES[c.country][:3]), r.choice(["scheduled", "booked", "moved to"])),
                B=(H.bioid(r), "BIOID"), D=c.D(H.add_days(c.date, r.randint(10, 90)), r.choice(["long", "num", "abbr"])))
        elif it == 6:
            d.f("- Consent to share information signed {D} (copy scanned).\n", D=c.D(H.add_days(c.date, -r.randint(1, 40)), "num"))
        else:
            k = c.lost_relative()
            if k:
                d.f("- Family reunion: %s {N} still in {L}; %s.\n" % (k["rel"], r.choice(["application lodged", "DNA test requested",
                                                                                         "travel documents pending", "no contact since last month"])),
                    N=(H.nm(r, k["p"], r.choice(["full", "given"])), "FAMILY"), L=(c.camp, "LOCATION_OTHER") if c.camp else (c.transit, "COUNTRY"))
            else:
                d.t("- Food parcel and winter clothing arranged.\n")
    d.t("\nHealth update shared (with consent): %s. " % r.choice(["LTBI treatment ongoing", "awaiting dental", "pregnancy booked",
                                                                "mental health referral accepted", "no acute concerns"]))
    d.t(r.choice(["No clinical details beyond this shared.", "Pt aware of this call.", ""]) + "\n")
    d.t("\nActions:\n")
    d.f("1. %s by {D}\n" % r.choice(["Send letter of support", "Fax immunisation record", "Book interpreter for next visit", "Complete disability form"]),
        D=c.D(H.add_days(c.date, r.randint(2, 14)), r.choice(["short", "wkday", "num"])))
    if r.random() < 0.5:
        d.f("2. Fax to agency {F}\n", F=(H.phone(r, c.country, ext_ok=False), "FAX"))
    c.footer(d)


def telephone(c, d):
    r = c.rng
    d.t(r.choice(["TELEPHONE ENCOUNTER", "Phone note (interpreter line)", "Telephone consultation - via interpreter", "TEL ENC"]) + "\n")
    d.f("{D} %s" % H.time_str(r), D=c.D(c.date, r.choice(["num", "wkday", "iso", "num"])))
    d.f("   Pt: {P}   DOB {B}   {ML} {M}\n", P=c.P(), B=c.D(c.dob, "num"), ML=r.choice(["MRN", "Chart", "UR", "NHS"]) if c.country != "UK" else "NHS",
        M=(c.mrn, "MRN") if c.country != "UK" else (c.hp, "HEALTHPLAN"))
    caller = c.kin() if r.random() < 0.4 else None
    if caller:
        d.f("Caller: %s {N} on {T}" % caller["rel"], N=(H.nm(r, caller["p"], r.choice(["given", "full"])), "FAMILY"), T=c.phone())
    else:
        d.f("Caller: patient on {T}", T=c.phone())
    d.t(" (%s)\n" % r.choice(["inbound", "outbound - results", "returned call", "missed call x2 then reached"]))
    d.f("Interpreter line: {O} {L}, %s, interpreter ID {I}, call ref {R}\n" % c.lang, O=(c.interp_org, "ORGANIZATION"),
        L=(H.tollfree(r, c.country), "PHONE"), I=(H.case_no(r, "interp"), "IDNUM"), R=(H.case_no(r, "call"), "IDNUM"))
    if r.random() < 0.3:
        d.f("Three-way call; interpreter {N} stated name and confidentiality.\n", N=(H.nm(r, c.interp, "given"), "DOCTOR"))
    d.t("Identity checked: name + DOB%s.\n\n" % r.choice(["", " + address", " + postcode"]))
    kids = [f for f in c.fam if f["rel"] in ("son", "daughter") and f["age"] < 6]
    topic = r.choice([0, 2, 3, 4, 5] + ([1, 1] if kids or (c.child and c.age < 6) else []))
    spouse = "husband" if c.sex == "F" else "wife"
    nurse_lbl = r.choice(["RN", "Me", "Nurse", "Clinician"])
    pt_lbl = r.choice(["Pt", "Caller", "Patient (via interp)", "Pt via int"])
    if topic == 0:
        lines = [(nurse_lbl, "calling with your blood results. the TB blood test is positive but this is the sleeping type, not contagious."),
                 (pt_lbl, "do i need to stay away from my children?"),
                 (nurse_lbl, "no. we will start tablets once a week for 12 weeks. please come in on the date in your letter."),
                 (pt_lbl, "ok. can my %s come with me, %s also had the test" % (spouse, "he" if spouse == "husband" else "she"))]
    elif topic == 1:
        lines = [(pt_lbl, "the baby has fever since last night, 38.9, not drinking much"),
                 (nurse_lbl, "any rash, floppiness, fewer wet nappies?"), (pt_lbl, "two wet nappies today, no rash"),
                 (nurse_lbl, "please bring her to the clinic within 2 hours. if she becomes drowsy call emergency.")]
    elif topic == 2:
        lines = [(pt_lbl, "i ran out of the blood pressure tablets, amlodipine 5 mg"),
                 (nurse_lbl, "which pharmacy do you use?"), (pt_lbl, "the one near the mosque")]
    elif topic == 4:
        lines = [(pt_lbl, "the new tablets make me dizzy in the morning"), (nurse_lbl, "which tablets, can you read the box?"),
                 (pt_lbl, "sertraline fifty"), (nurse_lbl, "take it with breakfast, do not stop suddenly. GP will review in 2 weeks.")]
    elif topic == 5:
        lines = [(nurse_lbl, "reminder: your appointment is tomorrow at 9:30, please bring all your medicines and the white card"),
                 (pt_lbl, "is the interpreter a woman? i prefer a woman"), (nurse_lbl, "noted, we will book a female interpreter")]
    else:
        lines = [(nurse_lbl, "you missed your appointment with the psychologist"),
                 (pt_lbl, "i had no money for the bus and my case worker was away"),
                 (nurse_lbl, "we can arrange a taxi voucher. is the same number best to reach you?"), (pt_lbl, "yes")]
    if r.random() < 0.4:
        summary = {0: "Result given: IGRA positive, explained LTBI vs active TB; not infectious. Plan weekly 3HP x12.",
                   1: "Parent reports infant fever 38.9 since last night, reduced feeds, 2 wet nappies. Advised urgent review within 2 h.",
                   2: "Ran out of amlodipine 5 mg. Pharmacy 'near the mosque' - identified from records.",
                   3: "Missed psychology appt - no bus fare, case worker on leave. Taxi voucher arranged.",
                   4: "Dizziness since starting sertraline 50 mg. Advised take with breakfast, do not stop abruptly.",
                   5: "Appt reminder given. Pt requests female interpreter - noted on booking."}[topic]
        d.t("S/B: " + summary + "\n")
        if r.random() < 0.5:
            d.t("Pt understood via teach-back ('%s').\n" % r.choice(["once a week, twelve times", "come today", "take with food",
                                                                   "bring all the boxes", "ok, same phone"]))
    else:
        for who, txt in lines:
            d.t("%s: %s\n" % (who, txt))
    if topic == 2:
        d.f("Rx sent to {PH} (Rx# {RX}); 1 month supply.\n", PH=(r.choice(PP.PHARMACIES), "HOSPITAL"), RX=(H.case_no(r, "rx"), "IDNUM"))
    if topic == 0:
        d.f("Appt: {D} %s, TB clinic.\n" % H.time_str(r), D=c.D(H.add_days(c.date, r.randint(2, 10)), r.choice(["wkday", "num", "short"])))
    d.t("\nDisposition: %s\n" % r.choice(["advice given, teach-back confirmed", "appointment booked", "escalated to GP on call",
                                         "callback tomorrow am", "sent to ED"]))
    cl = r.randint(6, 25)
    d.t("Call length %d min (interpreter %d min).\n" % (cl, r.randint(4, cl)))
    d.f("{S}\n", S=c.dr(c.nurse))
    if r.random() < 0.25:
        d.f("Logged via softphone {IP} by {U}\n", IP=(H.ipaddr(r), "IPADDR"), U=(H.username(r, c.nurse), "USERNAME"))


GENRES = {"catchup_immunisation_plan": immunisation, "trauma_survivor_assessment_letter": trauma_letter,
          "caseworker_liaison_note": caseworker, "telephone_interpreter_encounter": telephone}
_unused = (PN,)
