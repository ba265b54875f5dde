"""g_letters.py -- genres: follow-up clinic letter, safeguarding referral,
statement request and response."""
from core import add_days, digits
from common import country_piece
from blocks import tm, ex, sarc_h, letterhead, officer, force_piece, prof_piece, room


def _practice_addr(c):
    a = c.address()
    return c.addr(a, multi=True)


def followup_letter(c, N):
    r = c.r
    pt = c.pt
    to_pt = r.random() < 0.3 and not c.child
    clinic_is_sarc = r.random() < 0.5
    if clinic_is_sarc:
        letterhead(c, N)
    else:
        N.add((c.gum, "HOSPITAL"), "\n", c.addr(c.address(), multi=r.random() < 0.5), "\n", "Appointments: ",
              (c.phone_new("land"), "PHONE"), "\n")
    ld = add_days(c.exam, r.randrange(14, 100))
    N.add("\n", c.DL(ld) if r.random() < 0.6 else c.D(ld), "\n\n")
    N.add(r.choice(["PRIVATE AND CONFIDENTIAL", "STRICTLY CONFIDENTIAL -- ADDRESSEE ONLY", "Confidential"]), "\n")
    if to_pt:
        N.add(c.nm(pt, "tfl"), "\n", c.addr(pt.addr, multi=True), "\n\n")
        N.add("Dear ", c.nm(pt, r.choice(["first", "tl"])), ",\n\n")
        N.add("It was good to see you in clinic on ", c.DL(add_days(ld, -r.randrange(1, 8))), ". As promised, here is a summary.\n\n")
        N.add("Your results: HIV, hepatitis B, hepatitis C and syphilis tests were all negative. ",
              r.choice(["Your chlamydia test was positive and you were treated with doxycycline 100 mg twice daily for 7 days.",
                        "Chlamydia and gonorrhoea tests were negative.", "Your pregnancy test was negative."]), "\n\n")
        N.add("Next steps: a final HIV test is due around ", c.D(max(add_days(c.exam, 84), add_days(ld, 10))), ". You can book on ",
              (c.phone_new("land"), "PHONE"), " or online at ", (c.sarc["url"], "URL"), ".\n")
        N.add("Your ", c.V["adv"], ", ", c.nm(c.isva, "first"), ", can be reached on ", (c.isva.phone, "PHONE"), ".\n")
        N.add("If you feel unsafe call ", c.V["emerg"], ".\n\n")
    else:
        N.add(c.nm(c.gp, "tfl"), "\n", (c.gp_practice, "HOSPITAL"), "\n", _practice_addr(c), "\n\n")
        N.add("Dear ", c.nm(c.gp, "tl") if r.random() < 0.7 else "Colleague", ",\n\n")
        N.add("Re: ", c.nm(pt, r.choice(["full", "LFC", "fml"])), ", DOB ", c.D(pt.dob))
        if c.cc == "GB":
            N.add(", NHS No ", (c.natid, "MRN"))
        elif c.cc == "NZ":
            N.add(", NHI ", (c.mrn, "MRN"))
        else:
            N.add(", ", c.V["mrn"], " ", (c.mrn, "MRN"))
        N.add("\n", c.addr(pt.addr), "\n\n")
        intro = c.nm(pt, "tl")
        N.add("I saw ", intro, ", ", c.age_phrase(), ", ")
        if c.child:
            N.add("with ", c.her(), " ", c.family[0].rel, " ", c.nm(c.family[0], "tl"), ", ")
        N.add("for follow-up on ", c.D(add_days(ld, -r.randrange(1, 10))), " following attendance at ", sarc_h(c), " on ",
              c.D(c.exam), ". ", c.she(True), " has consented to this letter; please code as ",
              r.choice(["'confidential -- do not disclose to third parties'", "sensitive", "restricted"]), ".\n\n")
        N.add("Investigations: ", r.choice(["HIV Ag/Ab non-reactive at 6 weeks; repeat at 12 weeks.",
                                           "HBsAg negative, anti-HBs 220 mIU/mL post-vaccine.",
                                           "Syphilis EIA negative. CT/GC NAAT negative.",
                                           "UPT negative at 3 weeks."]), "\n")
        N.add("Medication: ", r.choice(["PEPSE 28-day course completed; mild nausea only.", "PEPSE stopped day 9 (side effects).",
                                       "No PEPSE (low risk).", "Hep B vaccine dose 3 given today; 12-month booster due."]), "\n")
        N.add("Wellbeing: ", r.choice(["sleeping poorly, flashbacks -- PCL-5 score 48; referred to trauma-focused CBT.",
                                       "coping, back at work as a ", "low mood, PHQ-9 16 -- please review antidepressant.",
                                       "engaging well with ", "school attendance improving."]))
        if N.buf[-1].endswith("as a "):
            N.add((pt.prof or "carer", "PROFESSION"), ".")
        elif N.buf[-1].endswith("with "):
            N.add(c.V["adv"], " ", c.nm(c.isva, "full"), " (", (c.isva_org, "ORGANIZATION"), ").")
        N.add("\n\nPlan:\n1. Final HIV test ", c.D(max(add_days(c.exam, r.choice([84, 90])), add_days(ld, r.randrange(7, 21)))), "\n2. ", c.V["adv"],
              " support ongoing\n3. Please ", r.choice(["continue sertraline 50 mg", "refer to community mental health team",
                                                       "repeat cervical screening when due", "no action needed"]), "\n\n")
    N.add("Yours sincerely,\n\n\n")
    doc = c.examiner if clinic_is_sarc else c.shdoc
    N.add(c.sig(doc, with_lic=r.random() < 0.6), "\n")
    if r.random() < 0.5:
        N.add("Direct line: ", (doc.phone, "PHONE"), "  Email: ", (doc.email, "EMAIL"), "\n")
    N.add("\ncc: ")
    cc_list = []
    if not to_pt:
        cc_list.append(["patient (", (pt.addr["street"], "STREET"), ")" if r.random() < 0.5 else " -- by hand)"])
    cc_list.append([c.nm(c.isva, "full"), ", ", c.V["adv"]])
    if c.child:
        cc_list.append([c.nm(c.paed, "tl"), ", ", (c.ed_hosp, "HOSPITAL")])
    for i, item in enumerate(cc_list):
        N.add("; " if i else "", item)
    N.add("\nTyped by: ", c.nm(c.admin, r.choice(["ini2", "first", "full"])), "  ", c.D(ld), "\n")


def safeguarding_referral(c, N):
    r = c.r
    pt = c.pt
    adult = not c.child
    la = c.la
    if adult:
        la = c.fill(r.choice({"GB": ["{t} Adult Social Care", "{t} Council Adult Safeguarding Team"],
                              "IE": ["HSE Safeguarding and Protection Team, {t}"],
                              "US": ["{t} County Adult Protective Services"],
                              "CA": ["{t} Adult Protection Services", "{t} Community Living Services"],
                              "AU": ["{t} Office of the Public Advocate", "{t} Adult Safeguarding Unit"],
                              "NZ": ["{t} Elder Abuse Response Service", "{t} Needs Assessment Service"]}[c.cc]))
    if adult:
        title = r.choice(["ADULT SAFEGUARDING CONCERN", "Adult at Risk -- Safeguarding Referral", "Vulnerable Adult Referral"])
    else:
        title = {"GB": "MULTI-AGENCY REFERRAL FORM (MARF)", "IE": "Child Protection and Welfare Report Form",
                 "US": "REPORT OF SUSPECTED CHILD ABUSE (mandated reporter)", "CA": "Child Protection Report",
                 "AU": "Child Protection Report (mandatory reporter)", "NZ": "Report of Concern"}[c.cc]
    N.add(title, "\n")
    N.add("To: ", (la, "ORGANIZATION"), "   Tel: ", (c.phone_new("land"), "PHONE"), "   Secure email: ",
          ("intake@" + c.org_domain(la), "EMAIL"), "\n")
    N.add("Referral date/time: ", c.D(c.exam), " ", tm(c), "\n")
    N.add("Referrer: ", c.nm(c.examiner, "tfl"), ", ", c.examiner.role, ", ", sarc_h(c), "\n")
    N.add("Referrer contact: ", (c.examiner.phone, "PHONE"), " / ", (c.examiner.email, "EMAIL"), "\n\n")
    N.add("SUBJECT\n")
    N.add("Name: ", c.nm(pt, r.choice(["full", "LFC", "LF"])), "   Gender: ", pt.sex, "\n")
    N.add("DOB: ", c.D(pt.dob), "   Age: ", (str(pt.age), "AGE"), "\n")
    N.add("Address: ", c.addr(pt.addr), "\n")
    from g_forms import ETHN
    N.add("Ethnicity: ", r.choice(ETHN[c.cc]), "   First language: ", pt.lang or "English", "\n")
    if pt.lang:
        N.add("Country of origin: ", country_piece(pt.birth), "\n")
    N.add(c.V["gp"], ": ", c.nm(c.gp, "tl"), ", ", (c.gp_practice, "HOSPITAL"), "\n")
    if c.child:
        N.add("School/nursery: ", (c.school, "ORGANIZATION"), "\n")
        N.add("\nHOUSEHOLD\n")
        N.add("Name                     | Relationship | DOB / age\n")
        for f in c.family:
            dob = add_days(c.exam, -(f.age * 365 + r.randrange(10, 300)))
            N.add(c.nm(f, "full"), " | ", f.rel, " | ", c.D(dob), " (", (str(f.age), "AGE"), ")\n")
            if getattr(f, "prof", None) and r.random() < 0.6:
                N.add("   occupation: ", prof_piece(f), "\n")
        if c.suspect.known and c.suspect.rel in ("stepfather", "mother's partner"):
            N.add(c.nm(c.suspect, "full"), " | ", c.suspect.rel, " | ", (str(c.suspect.age), "AGE"), "\n")
        f = c.family[0]
        if f.phone:
            N.add("Contact for ", f.rel, ": ", (f.phone, "PHONE"), "\n")
    else:
        N.add("\nCare and support needs: ", r.choice(["learning disability, lives in supported living",
                                                      "dementia (early), lives with son", "severe mental illness, under CMHT",
                                                      "physical disability, carers visit 4x daily"]), "\n")
        if r.random() < 0.5:
            home = c.fill(r.choice(["{w} House", "{w} Lodge Care Home", "{t} Supported Living"]))
            N.add("Placement: ", (home, "HOSPITAL"), ", manager ", c.nm(c.person("F", "FAMILY"), "full"), "\n")
        if c.cc == "GB":
            N.add("Care Act 2014 s.42 criteria: met (care and support needs; unable to protect self)\n")
        else:
            N.add("Adult-at-risk criteria: met (support needs; unable to protect self)\n")
    N.add("\nCONCERN\n")
    N.add("Attended ", sarc_h(c), " on ", c.D(c.exam), " following ", r.choice(["disclosure of sexual abuse", "alleged rape",
                                                                               "sexual assault by known adult", "suspected CSE"]),
          " on/around ", c.D(c.incident), ". ")
    s = c.suspect
    N.add("Alleged perpetrator: ", s.rel)
    if s.known:
        N.add(" -- ", c.nm(s, "full"), ", aged ~", (str(s.age), "AGE"))
        if s.prof:
            N.add(", ", (s.prof, "PROFESSION"))
        if r.random() < 0.5:
            N.add(", address ", ((str(r.randrange(1, 120)) + " " + r.choice(["Mill", "Chapel", "Ropewalk", "Station"]) + " " +
                                  r.choice(["Lane", "Road", "Street"])), "STREET"), ", ", (c.town_name(), "CITY"))
    N.add(".\n")
    if adult:
        N.add("Other adults at risk: ", r.choice(["yes -- works as volunteer at ", "other residents at same placement",
                                                  "not known", "no"]))
    else:
        N.add("Access to other children: ", r.choice(["yes -- coaches junior team at ", "yes -- siblings in household",
                                                      "not known", "no"]))
    if N.buf[-1].endswith(" at "):
        N.add((c.fill(r.choice(["{t} Juniors FC", "{w} Day Centre", "{t} Youth Club"])), "ORGANIZATION"))
    N.add("\nImmediate risk: ", r.choice(["HIGH -- returning to same address", "medium", "low -- perpetrator in custody",
                                          "unclear"]), "\n")
    if adult:
        N.add("Adult's views: ", r.choice(["consents to referral", "does not want police involvement -- referral made in vital interests",
                                           "lacks capacity for this decision -- best-interests referral"]), "\n\n")
    else:
        N.add("Parent/carer informed of referral: ", r.choice(["YES", "NO -- would place child at risk", "YES (young person aware)"]), "\n\n")
    N.add("PROFESSIONALS INVOLVED\n")
    N.add("- ", c.V["police_word"].capitalize(), ": ", officer(c, c.oic), ", ", force_piece(c), ", ", (c.oic.phone, "PHONE"), "\n")
    if c.child:
        hv = c.staff("nurse")
        N.add("- ", "Health visitor" if pt.age < 5 else "School nurse", ": ", c.nm(hv, "full"), ", ", (hv.phone, "PHONE"), "\n")
        N.add("- Paediatrician: ", c.nm(c.paed, "tl"), ", ", (c.ed_hosp, "HOSPITAL"), "\n")
    N.add("- ", c.V["adv"], ": ", c.nm(c.isva, "full"), " (", (c.isva_org, "ORGANIZATION"), ")\n")
    N.add("\nRequested: ", r.choice(["strategy discussion", "s.47 enquiry" if c.cc == "GB" else "investigation",
                                     "safeguarding enquiry", "joint visit with police"]), "\n")
    if r.random() < 0.7:
        N.add("\n--- FOR OFFICE USE ---\nReceived by: ", c.nm(c.sw, "full"), "  ", c.D(c.exam), " ", tm(c), "\n")
        N.add("Referral ref: ", (r.choice(["MASH-", "CP", "RC", "INT"]) + digits(r, 7), "IDNUM"), "   Outcome: ",
              r.choice(["strategy discussion arranged for ", "progress to assessment; visit on ", "NFA -- signposted; reviewed "]),
              c.D(add_days(c.exam, r.randrange(1, 6))), "\n")


def statement_request(c, N):
    r = c.r
    pt = c.pt
    ex_ = c.examiner
    o = c.oic
    N.add(r.choice(["REQUEST FOR PROFESSIONAL WITNESS STATEMENT", "Statement Request -- Forensic Examiner",
                    "REQUEST: EXPERT/PROFESSIONAL STATEMENT"]), "\n")
    N.add("From: ", officer(c, o, r.choice([0, 3])), "\n", force_piece(c), ", ", (c.station, "LOCATION_OTHER"), "\n")
    N.add("Tel: ", (o.phone, "PHONE"), "   Email: ", (o.email, "EMAIL"), "\n")
    N.add("To: ", c.nm(ex_, "tfl"), ", ", sarc_h(c), "\n")
    rd = add_days(c.exam, r.randrange(7, 120))
    N.add("Date: ", c.D(rd), "\n")
    N.add(c.V["crime"], ": ", (c.crime, "IDNUM"), "\n")
    N.add("Complainant: ", c.nm(pt, r.choice(["LFC", "full"])), "  DOB ", c.D(pt.dob), "\n")
    s = c.suspect
    if s.known:
        sdob = add_days(c.exam, -(s.age * 365 + r.randrange(10, 300)))
        N.add("Suspect: ", c.nm(s, r.choice(["LFC", "full"])), "  DOB ", c.D(sdob), r.choice([" (charged)", " (released under investigation)",
                                                                                               " (on bail)"]), "\n")
        if r.random() < 0.3:
            N.add("Suspect reference DNA profile: ", {"GB": "NDNAD ", "US": "CODIS "}.get(c.cc, "DNA database ref "),
                  (digits(r, 8) if c.cc != "GB" else "P" + digits(r, 7), "BIOID"), "\n")
    N.add("\nPlease provide a statement covering: your examination on ", c.D(c.exam), "; injuries found and their interpretation; ",
          "exhibits ", ex(c, 1), " to ", ex(c, r.randrange(3, 9)), " and continuity; any account given. ",
          r.choice([c.V["cps"] + " charging decision deadline ", "File due to prosecutor by ", "Court date "]),
          c.D(add_days(rd, r.randrange(10, 40))), ".\n")
    N.add("Body maps may be attached; intimate images NOT to be sent -- viewing to be arranged.\n")
    N.add("\n", "=" * 60, "\n")
    N.add(r.choice(["STATEMENT OF WITNESS", "WITNESS STATEMENT (professional)", "STATEMENT"]))
    if c.cc == "GB":
        N.add("  (Criminal Justice Act 1967, s.9; Criminal Procedure Rules, r.16.2)")
    N.add("\nStatement of: ", c.nm(ex_, r.choice(["full", "fmfull", "caps"])), "\n")
    N.add("Occupation: ", ex_.role, "\n")
    N.add("URN / ref: ", (c.crime, "IDNUM"), "\n\n")
    N.add("I am a ", "registered medical practitioner" if ex_.is_dr else "registered nurse", " (", ex_.lic_label, " ",
          (ex_.lic, "LICENSE"), ") and have worked as a forensic examiner for ", str(r.randrange(3, 19)), " years. ")
    N.add("On ", c.DL(c.exam), " at ", tm(c, r.randrange(8, 15)), " I attended ", sarc_h(c), ", ", c.addr(c.sarc["addr"], parts=("street", "town")),
          ", where I examined ", c.nm(pt, "full"), " (date of birth ", c.D(pt.dob), "). ")
    N.add("Also present was ", c.nm(c.nurse2, "full"), " (chaperone). ")
    if pt.lang:
        N.add("An interpreter, ", c.nm(c.interp, "full"), ", interpreted in ", pt.lang, ". ")
    N.add("\n\n", c.nm(pt, "tl"), " told me that the incident happened on ", c.DL(c.incident), ". ")
    N.add("On examination I found: ", r.choice(["a 3 x 2 cm bruise on the inner left thigh", "no injuries",
                                                "a 4 mm laceration at the posterior fourchette",
                                                "three oval bruises on the right upper arm in a pattern consistent with gripping"]),
          ". ")
    N.add("The absence or presence of injury neither confirms nor refutes the allegation.\n\n")
    N.add("I took the following samples, which I now produce as exhibits: ")
    n = r.randrange(3, 7)
    for i in range(n):
        N.add(", " if i else "", ex(c, i + 1))
    N.add(". I sealed each exhibit and placed them in the secure exhibit store at ", tm(c, r.randrange(13, 19)), ".\n\n")
    N.add("Signed: ________   ", c.nm(ex_, "full"), "   Dated: ", c.D(add_days(rd, r.randrange(3, 20))), "\n")
    N.add("Statement taken/received by: ", officer(c, o, 2), "\n")
