"""Genres: letter to parents, out-of-hours GP note, safeguarding note, practice messages and recalls."""
import datetime as dt
import pools as P
import phi as H
import neg as N
import blocks as B
from phi import D, Doc


def td(n):
    return dt.timedelta(days=n)


def parent_letter(r):
    kind = r.choice(["dna", "results", "imms_overdue", "appt", "referral_done", "asthma_recall", "registration"])
    am = {"imms_overdue": (13, 60), "asthma_recall": (48, 200), "referral_done": (12, 120)}.get(kind, (2, 200))
    k = B.make_case(r, age_m=am)
    c, v = k["c"], k["visit"]
    d = Doc()
    B.letterhead(r, d, k, with_web=r.random() < 0.8)
    if r.random() < 0.5:
        d.ln("Our ref: ", ("ACCOUNT", H.account(r)) if r.random() < 0.5 else ("IDNUM", H.idnum(r, "ref")))
    d.ln(D(r, v, r.choice(["long", "ord", "num", "long"])))
    d.ln("")
    mum = k["mum"]
    if r.random() < 0.5:
        d.ln(r.choice(["To the parent/guardian of ", "Parent/carer of "]), B.pt(r, k, "full"))
    else:
        d.ln(r.choice(["Mrs ", "Ms ", ""]), ("FAMILY", H.full(mum)))
    d.ln(("STREET", k["addr"]["street"]))
    d.ln(("CITY", k["addr"]["town"]))
    if k["addr"]["county"]:
        d.ln(("CITY", k["addr"]["county"]))
    if k["addr"]["region"]:
        d.ln(("STATE", k["addr"]["region"]))
    if k["addr"]["state"]:
        d.ln(("STATE", k["addr"]["state"][1]), " ", ("ZIP", k["addr"]["pc"]))
    else:
        d.ln(("ZIP", k["addr"]["pc"]))
    d.ln("")
    d.ln("Dear ", r.choice([["Parent/Carer"], ["Ms ", ("FAMILY", mum["last"])], [("FAMILY", mum["first"])],
                            ["Mr and Mrs ", ("FAMILY", mum["last"])]]), ",")
    d.ln("")
    dob_lab = r.choice([", date of birth ", ", DOB ", " (DOB "])
    d.ln("Re: ", B.pt(r, k, r.choice(["full", "full", "upper"])), dob_lab,
         D(r, k["dob"], r.choice(["num", "long"])), ")" if "(" in dob_lab else "")
    d.ln("")
    first = k["pt"]["first"]
    if kind == "dna":
        d.ln("We note that ", ("PATIENT", first), " was not brought to ", B.his(k), " appointment with ",
             B.doc(r, r.choice([k["gp"], k["pn"], k["hv"]]), "title_full"), " on ",
             D(r, v - td(r.randint(1, 14)), r.choice(["wk", "long", "wdm"])), " at ", N.clock(r), ".")
        d.ln("Missed appointments for children are reviewed by our safeguarding lead, ", B.doc(r, k["gp2"], "title_full"),
             ". Please contact reception on ", ("PHONE", k["pr"]["phone"]), " to rebook, or book online at ",
             ("URL", k["pr"]["url"]), ".")
    elif kind == "results":
        d.ln("I am pleased to let you know that the blood tests taken on ", D(r, v - td(r.randint(3, 20)), r.choice(["dm", "long", "num"])),
             " were normal:")
        for name, val, unit, ref in N.labs(r, r.randint(3, 5)):
            d.ln(f"  {name}: {val.replace(' H', '').replace(' L', '')} {unit} (normal {ref})")
        d.ln("No further action is needed. ", B.doc(r, k["gp"], "title_last"), " will see ", ("PATIENT", first),
             " again as planned on ", D(r, v + td(r.randint(10, 60)), r.choice(["long", "wk"])), ".")
    elif kind == "imms_overdue":
        d.ln("Our records show that ", ("PATIENT", first), " has not yet had ", B.his(k), " ",
             "12-month" if k["age"][1] < 30 else r.choice(["pre-school booster", "MMR second dose"]), " vaccinations.")
        d.ln("We have tried to contact you by phone (", ("PHONE", mum["mob"]), ") on ",
             D(r, v - td(r.randint(10, 30)), r.choice(["dm", "num"])), " and ", D(r, v - td(r.randint(1, 9)), r.choice(["dm", "num"])), ".")
        d.ln("Clinics run every ", D(r, v, "wday"), " morning. You can also email ", ("EMAIL", k["pr"]["email"]), ".")
    elif kind == "appt":
        ad = v + td(r.randint(7, 40))
        d.ln("An appointment has been made for ", ("PATIENT", first), " to see ", B.doc(r, k["paed"], "title_full"),
             " at ", ("HOSPITAL", k["hosp"]), ", ", ("HOSPITAL", r.choice(P.WARDS)), " outpatients, on:")
        d.ln("")
        d.ln("    ", D(r, ad, r.choice(["wk", "long"])), " at ", N.clock(r))
        d.ln("    Clinic code PAED", H.digits(r, 2), " - room ", ("LOCATION_OTHER", r.choice(["3", "12", "4B", "G17"])))
        d.ln("")
        d.ln("Please bring ", B.his(k), " Red Book and any medicines. Parking is available at ", ("LOCATION_OTHER", r.choice(P.LANDMARKS)), ".")
        d.ln("Hospital number: ", ("MRN", k["mrn"]), ". Appointment ref: ", ("ACCOUNT", H.account(r)), ".")
    elif kind == "referral_done":
        d.ln("Following ", B.his(k), " appointment on ", D(r, v - td(r.randint(2, 10)), r.choice(["dm", "wdm", "long"])),
             ", we have referred ", ("PATIENT", first), " to ", r.choice(["the Speech and Language Therapy service", "paediatric audiology",
                                                                           "community paediatrics", "CAMHS", "physiotherapy"]),
             " at ", ("HOSPITAL", H.clinic(r)), ".")
        d.ln("Your referral number is ", ("IDNUM", H.idnum(r, "ubrn")), ". Waiting times are currently about ",
             r.choice(["12 weeks", "6 months", "18 weeks"]), ". If you move from ", ("STREET", k["addr"]["street"]),
             " please let us know.")
    elif kind == "asthma_recall":
        d.ln("It is time for ", ("PATIENT", first), "'s annual asthma review. Please book with our practice nurse ",
             B.doc(r, k["pn"], "full"), " before ", D(r, v + td(r.randint(20, 60)), r.choice(["long", "my"])), ".")
        d.ln("Please bring ", B.his(k), " inhalers and spacer. Text BOOK to ", ("PHONE", H.phone(r, c, "mob")), ".")
    else:
        d.ln("Welcome to ", ("HOSPITAL", k["pr"]["name"]), ". ", ("PATIENT", first), " has been registered from ",
             D(r, v, r.choice(["long", "num"])), " with ", B.doc(r, k["gp"], "title_full"), " as usual GP.")
        d.ln("Previous practice: ", ("HOSPITAL", H.practice(r, c, "")["name"]), ", ", ("CITY", H.town(r, c)),
             ". Records requested ", D(r, v, "num"), ".")
        d.ln("Online access: register at ", ("URL", k["pr"]["url"]), " with username ", ("USERNAME", H.username(r, mum["first"], mum["last"])),
             " (proxy access for ", ("PATIENT", first), ").")
    d.ln("")
    if r.random() < 0.5:
        d.ln("If you have any questions please call ", ("PHONE", H.ext(r, c)), ".")
    B.sign(r, d, k, r.choice([k["gp"], k["gp2"]]), r.choice(["", "GP", "for the practice", "General Practitioner"]),
           lic=False, site=r.random() < 0.5)
    if r.random() < 0.5:
        B.typist(r, d, k, k["gp"])
    if r.random() < 0.4:
        B.cc_block(r, d, k, r.sample(["hv", "gp", "file", "sn"], r.randint(1, 2)))
    return d, k


def ooh_gp(r):
    k = B.make_case(r, age_m=(1, 200))
    c, v = k["c"], k["visit"]
    d = Doc()
    prov = r.choice(["Urgent Care Centre", "GP Out of Hours", "After Hours Clinic", "GP Co-op", "Urgent Treatment Centre"])
    base = f"{r.choice(P.FAC_STEMS)} {prov}"
    d.ln(r.choice(["OUT OF HOURS GP - CASE RECORD", "Out-of-hours consultation", "AFTER HOURS GP NOTE", "GP Co-op Case Summary"]))
    d.ln("Case ref: ", ("IDNUM", f"{r.choice(['OOH', 'CAS', 'AH', 'CO'])}{H.digits(r, 7)}"), "   Provider: ", ("HOSPITAL", base))
    if r.random() < 0.5:
        d.ln("111 ref: ", ("IDNUM", f"{H.digits(r, 2)}{H.letters(r, 2)}{H.digits(r, 6)}"), "  Disposition: ",
             r.choice(["Speak to GP within 2h", "Attend OOH within 1h", "Home visit"]))
    d.ln("Received: ", D(r, v, r.choice(["num", "wk", "mon", "iso"])), " ", N.clock(r, 0, 23), "   Priority: ",
         r.choice(["Urgent", "Less urgent", "Routine"]))
    d.ln("Patient: ", B.pt(r, k, r.choice(["full", "upper", "lf"])), "  DOB: ", D(r, k["dob"], "num"), "  (", B.age(r, k, "short"), ")")
    d.ln(k["hid"][0], ": ", (k["hid"][2], k["hid"][1]), "   Usual GP: ", B.doc(r, k["gp"], "title_full"), ", ",
         ("HOSPITAL", k["pr"]["name"]))
    d.ln("Address: ", H.addr_items(r, k["addr"]))
    caller = r.choice(["mother", "father", "gran"])
    cp = {"mother": k["mum"], "father": k["partner"], "gran": k["gran"]}[caller]
    caller = {"mother": "mother", "father": k["partner"]["rel"], "gran": k["gran"]["rel"]}[caller]
    d.ln("Caller: ", B.fam(r, cp, "full"), " (", caller, ")  Callback: ", ("PHONE", cp.get("mob") or H.phone(r, c, "mob")))
    d.ln("")
    d.ln("TELEPHONE ASSESSMENT ", N.clock(r, 0, 23), " - ", B.doc(r, k["gp2"], "title_full"))
    comp, imp = r.choice([("fever 39.5 since teatime, not settling with Calpol", "viral illness, no red flags"),
                          ("barking cough and stridor at rest", "croup - moderate"),
                          ("vomiting x6, not keeping fluids down", "gastroenteritis with mild dehydration"),
                          ("rash - mum worried re meningitis, glass test blanches", "viral exanthem, no red flags"),
                          ("ear pain, screaming", "AOM"), ("wheezy, using blue inhaler every 2 hours", "acute asthma - moderate"),
                          ("fall from bunk bed, hit head, vomited once", "minor head injury")])
    hv = r.random() < 0.45
    d.ln(("PATIENT", k["pt"]["first"]), " ", B.age(r, k, "adj"), " - ", comp, ". ",
         r.choice(["Wet nappies x2 today.", "Passing urine.", "Drowsy per mum.", "Alert and chatting in background."]))
    d.ln("Outcome: ", "home visit arranged" if hv else r.choice(["invited to base", "attend base within 1h"]))
    d.ln("")
    if hv:
        d.ln("HOME VISIT ", N.clock(r, 0, 23), "  Driver: ", ("DOCTOR", H.full(H.person(r))), "  Car reg: ", ("VEHICLE", H.plate(r, c)))
    else:
        d.ln("FACE TO FACE at ", ("HOSPITAL", base), ", ", r.choice(["room ", "consulting room ", "bay "]),
             ("LOCATION_OTHER", str(r.randint(1, 9))), " ", N.clock(r, 0, 23))
    d.ln("O/E: ", N.vitals(r, k["age"][2]), ". ", N.exam(r, r.randint(2, 4), k["age"][1]))
    d.ln("PMH: ", ", ".join(x[0] for x in N.problems(r, r.randint(1, 2))), ". Imms: ", r.choice(["UTD", "up to date per Red Book", "unsure"]), ".")
    d.ln("Impression: ", imp, ". ", r.choice(N.SCORES[:4]), ".")
    d.ln("Rx: ", "; ".join(f"{a} {b}" for a, b in N.meds(r, r.randint(1, 2))), ".")
    d.ln(" ".join(N.plan(r, 2)))
    if r.random() < 0.4:
        d.ln("Referred to on-call paeds at ", ("HOSPITAL", k["hosp"]), " (", B.doc(r, k["paed"], "title_last"), ", bleep ",
             ("PHONE", H.bleep(r)), ") - to ", ("HOSPITAL", k["ward"]), ".")
    d.ln("Summary sent to ", ("HOSPITAL", k["pr"]["name"]), " by ", r.choice(["EDT", "secure email", "fax"]), " ",
         D(r, v + td(1), r.choice(["num", "short"])))
    d.ln(B.doc(r, k["gp2"], r.choice(["title_full", "full_cred"])), "  ", k["gp2"]["lic"][0], " ", ("LICENSE", k["gp2"]["lic"][1]))
    if r.random() < 0.5:
        B.audit(r, d, k, k["gp2"])
    return d, k


def safeguarding(r):
    k = B.make_case(r, age_m=(0, 200))
    c, v = k["c"], k["visit"]
    d = Doc()
    mum, dad = k["mum"], k["partner"]
    kind = r.choice(["strategy", "mash", "gp_entry", "cp_conf"])
    agency = {"UK": "Children's Social Care", "IE": "Tusla Child and Family Agency", "AU": "Child Protection (DFFH)",
              "NZ": "Oranga Tamariki"}[c]
    d.ln(r.choice(["SAFEGUARDING - CONFIDENTIAL", "CHILD PROTECTION NOTE (restricted)", "Safeguarding record - do not disclose"]))
    d.ln({"strategy": "Strategy discussion", "mash": "Referral to " + agency, "gp_entry": "GP safeguarding entry",
          "cp_conf": "Initial child protection conference - GP report"}[kind])
    d.ln("Case no: ", ("IDNUM", H.idnum(r, "case")), "   Date: ", D(r, v, r.choice(["num", "long", "wk", "mon"])))
    d.ln("")
    d.ln("Child: ", B.pt(r, k, r.choice(["full", "upper"])), "  DOB ", D(r, k["dob"], "num"), "  ", B.age(r, k, "short"), "  ",
         k["hid"][0], " ", (k["hid"][2], k["hid"][1]))
    d.ln("Address: ", H.addr_items(r, k["addr"]))
    d.ln("Mother: ", ("FAMILY", H.full(mum)), ", DOB ", D(r, k["visit"] - td(int(mum["age"] * 365.25) + r.randint(0, 300)), "num"),
         ", ", ("PROFESSION", mum["job"]) if r.random() < 0.5 else "unemployed",
         ["; ", H.ssn(r, c)[0], " ", ("SSN", H.ssn(r, c)[1])] if r.random() < 0.6 else "")
    d.ln(dad["rel"].capitalize(), ": ", ("FAMILY", H.full(dad)), " (", ("AGE", str(dad["age"])), "), ",
         r.choice(["not living at address", "lives at address", "whereabouts unknown", "in custody"]),
         "; mob ", ("PHONE", dad["mob"]))
    if r.random() < 0.5:
        d.ln("Vehicle associated with ", ("FAMILY", dad["first"]), ": ", r.choice(["silver hatchback ", "white van ", "blue ute "]),
             "reg ", ("VEHICLE", H.plate(r, c)), ["; VIN ", ("VEHICLE", H.vin(r))] if r.random() < 0.3 else "")
    if r.random() < 0.4:
        d.ln("Driving licence (", ("FAMILY", dad["first"]), "): ", ("LICENSE", H.driving_licence(r, c, dad["last"])))
    B.sibs_line(r, d, k)
    d.ln("")
    if r.random() < 0.5:
        d.ln("In minutes the child is referred to as ", B.pt(r, k, "init"), r.choice([" only.", "; mother as M, father as F."]))
    if kind == "strategy":
        d.ln("Attendees:")
        d.ln("  ", ("DOCTOR", H.full(k["sw"])), " - Social Worker (chair), ", agency)
        pc = H.person(r)
        d.ln("  DC ", ("FAMILY", H.full(pc)), " - police, collar no ", ("IDNUM", H.digits(r, 4)))
        d.ln("  ", B.doc(r, k["hv"], "full"), " - ", r.choice(["Health Visitor", "Public Health Nurse", "School Nurse"]))
        d.ln("  ", B.doc(r, k["gp"], "title_full"), " - GP, ", ("HOSPITAL", k["pr"]["name"]))
        d.ln("  ", ("FAMILY", H.full(H.person(r))), " - DSL, ", ("ORGANIZATION", k["school"]))
        d.ln("Apologies: ", B.doc(r, k["paed"], "title_full"), " (named doctor)")
        d.ln("")
        d.ln("Concern: ", r.choice(["bruising to L cheek noted at nursery ", "disclosure to teacher on ",
                                    "DV incident at home reported by neighbour on ", "missing from school since "]),
             D(r, v - td(r.randint(1, 6)), r.choice(["wday", "wdm", "dm"])), ". Police attended, incident ref ",
             ("IDNUM", H.idnum(r, "police")), ".")
        d.ln("Neighbour ", ("FAMILY", H.full(H.person(r))), " at ", ("STREET", H.street(r, c)), " called police at ", N.clock(r), ".")
        d.ln("Outcome: Section 47 enquiries. Medical at ", ("HOSPITAL", k["hosp"]), " with ", B.doc(r, k["paed"], "title_full"),
             " on ", D(r, v + td(1), r.choice(["wday", "dm"])), ". Skeletal survey if under 2.")
    elif kind == "mash":
        d.ln("Referrer: ", B.doc(r, k["hv"], "full"), ", ", ("HOSPITAL", k["clinic"]), ", tel ", ("PHONE", H.ext(r, c)))
        d.ln("Parents aware of referral: ", r.choice(["yes - mum consented", "no - would place child at risk"]))
        d.ln("Concerns: home conditions ", r.choice(["very poor, dog faeces on floor", "cold, no heating", "cluttered but improving"]),
             ". ", ("PATIENT", k["pt"]["first"]), " missed ", str(r.randint(2, 5)), " health appointments since ",
             D(r, v - td(r.randint(60, 200)), r.choice(["my", "month"])), ". Mum ", ("FAMILY", mum["first"]),
             " disclosed ", r.choice(["low mood", "alcohol use", "controlling partner", "financial hardship"]), ".")
        d.ln("Other agencies: ", ("ORGANIZATION", r.choice(P.ORGS_OTHER)), "; housing officer ", B.fam(r, H.person(r), "full"),
             " (", ("ORGANIZATION", "Meridian Housing Association"), ").")
        d.ln(k["gran"]["rel"].capitalize(), " ", B.fam(r, k["gran"], "full"), " (", ("PHONE", H.phone(r, c)), ") offers support; lives in ",
             ("CITY", H.town(r, c)), ".")
    elif kind == "gp_entry":
        d.ln("Alert added: child subject to CP plan (category ", r.choice(["neglect", "emotional abuse", "physical abuse"]),
             ") from ", D(r, v - td(r.randint(5, 60)), r.choice(["num", "long"])), ". SW ", ("DOCTOR", H.full(k["sw"])),
             " tel ", ("PHONE", H.ext(r, c)), ", email ", ("EMAIL", H.email_person(r, k["sw"]["first"], k["sw"]["last"])), ".")
        d.ln("Household members linked: ", ("FAMILY", H.full(mum)), ", ", ("FAMILY", H.full(dad)),
             [", lodger ", ("FAMILY", H.full(H.person(r)))] if r.random() < 0.3 else "", ".")
        d.ln("Mum's new partner ", ("FAMILY", H.full(H.person(r, "M"))), " (", ("AGE", str(r.randint(20, 45))),
             ") - previous convictions per police. Works as ", B.job(r.choice(P.PROFESSIONS)), ".")
        d.ln("Action: flag on all family records; ", B.doc(r, k["gp"], "title_last"), " to attend RCPC ",
             D(r, v + td(r.randint(20, 90)), r.choice(["num", "long", "wk"])), ".")
    else:
        d.ln("Contact with practice over last 12 months: ", str(r.randint(2, 14)), " appointments, ", str(r.randint(0, 5)), " not brought.")
        d.ln("ED attendances: ", ("HOSPITAL", k["hosp"]), " ", D(r, v - td(r.randint(30, 300)), "num"), " (",
             r.choice(["scald to hand", "ingestion of mum's tablets", "head injury", "fractured clavicle"]), "); ",
             D(r, v - td(r.randint(5, 29)), "num"), " (", r.choice(["D&V", "fever", "laceration"]), ").")
        d.ln("Mum ", B.fam(r, mum, "first"), " registered with us; ", r.choice(["depression on sertraline 50mg", "no significant PMH",
                                                                             "substance misuse - engaged with services"]), ".")
        d.ln("Father ", ("FAMILY", H.full(dad)), " registered at ", ("HOSPITAL", H.practice(r, c, "")["name"]), ".")
        d.ln("Lived in ", ("COUNTRY", k["origin"]), " until ", D(r, v - td(r.randint(300, 2000)), "y"), ".")
    d.ln("")
    d.ln(B.doc(r, k["gp"] if kind != "mash" else k["hv"], "full_cred"), r.choice([", Safeguarding Lead", "", ", Named GP"]))
    d.ln("Restricted access. Viewed by ", ("USERNAME", H.username(r, k["gp"]["first"], k["gp"]["last"])), " from ",
         ("IPADDR", H.ip(r)), " ", D(r, v, "iso"), " ", N.clock(r))
    if r.random() < 0.35:
        d.ln("Identity confirmed by ", r.choice(["fingerprint ID ", "palm vein ID ", "biometric ID "]), ("BIOID", H.bioid(r)))
    return d, k


def practice_message(r):
    k = B.make_case(r, age_m=(0, 200))
    c, v = k["c"], k["visit"]
    d = Doc()
    n = r.randint(2, 4)
    kinds = r.sample(["sms", "task", "portal", "voicemail", "rx", "email", "recall", "pharm"], n)
    for i, kd in enumerate(kinds):
        when = v + td(i * r.randint(0, 2))
        if i:
            d.ln("-" * r.choice([20, 30, 40]))
        if kd == "sms":
            d.ln("SMS sent ", D(r, when, r.choice(["num", "iso"])), " ", N.clock(r), " to ", ("PHONE", k["mum"]["mob"]))
            d.ln("\"", ("HOSPITAL", k["pr"]["name"]), ": ", r.choice(["Hi ", "Dear "]), ("FAMILY", k["mum"]["first"]), ", ",
                 ("PATIENT", k["pt"]["first"]), r.choice([" is due ", " is overdue "]), r.choice(["immunisations", "an asthma review", "flu vaccine"]),
                 ". Book at ", ("URL", k["pr"]["url"]), " or call ", ("PHONE", k["pr"]["phone"]), ". Reply STOP to opt out\"")
        elif kd == "task":
            s1, s2 = r.sample([k["gp"], k["gp2"], k["pn"], k["hv"]], 2)
            d.ln("TASK from ", ("USERNAME", H.username(r, s1["first"], s1["last"])), " to ", ("USERNAME", H.username(r, s2["first"], s2["last"])),
                 "  ", D(r, when, r.choice(["num", "mon"])), " ", N.clock(r))
            d.ln("Re ", B.pt(r, k, r.choice(["full", "upper"])), " (", D(r, k["dob"], "num"), "): ",
                 r.choice(["please call mum re urine result", "HV concerned re weight, please review", "needs repeat Rx of spacer",
                           "letter from paeds scanned - please action", "mum asking for school sick note"]),
                 ". Mum's number ", ("PHONE", k["mum"]["mob"]), ". Thanks ", ("DOCTOR", s1["first"]))
        elif kd == "portal":
            d.ln("Patient portal message  |  From: ", ("FAMILY", H.full(k["mum"])), " (proxy)  |  ", D(r, when, "wk"), " ", N.clock(r))
            d.ln("IP: ", ("IPADDR", H.ip(r)), "  Login: ", ("USERNAME", H.username(r, k["mum"]["first"], k["mum"]["last"])))
            d.ln("\"Hi, ", ("PATIENT", k["pt"]["first"]), " has had a temp since ", D(r, when - td(2), "wday"),
                 " and the rash on ", B.his(k), " arm looks worse. Can ", B.doc(r, k["gp"], "title_last"), " call me? I'm at work at ",
                 ("ORGANIZATION", k["mum"]["emp"]), " till 3. Thanks ", ("FAMILY", k["mum"]["first"]), "\"")
        elif kd == "voicemail":
            d.ln("Voicemail ", D(r, when, r.choice(["wkn", "num"])), " ", N.clock(r), " - transcribed by ", ("DOCTOR", k["rec"]["first"]), " (reception)")
            d.ln("Caller ", ("FAMILY", k["gran"]["first"]), ", ", k["gran"]["rel"], " of ", B.pt(r, k, "full"), ", on ",
                 ("PHONE", H.phone(r, c)), ". Wants to know if ", B.he(k), " can have ", B.his(k),
                 " jabs on ", D(r, when + td(r.randint(2, 9)), r.choice(["wday", "wdm"])), " as mum is working.")
        elif kd == "rx":
            d.ln("Repeat request ", D(r, when, "num"), " via ", r.choice(["app", "pharmacy", "online"]), " - ", B.pt(r, k, "lf"))
            for name, sig in N.meds(r, r.randint(1, 3)):
                d.ln("  ", name, " - ", sig)
            d.ln("Nominated pharmacy: ", ("HOSPITAL", k["pharm"]), ", ", ("CITY", k["addr"]["town"]), ". Authorised ",
                 B.doc(r, k["gp2"], "init"))
        elif kd == "email":
            d.ln("From: ", ("EMAIL", k["mum"]["email"]))
            d.ln("To: ", ("EMAIL", k["pr"]["email"]))
            d.ln("Date: ", D(r, when, "wk"), " ", N.clock(r))
            d.ln("Subject: ", ("PATIENT", H.full(k["pt"])), " - letter for school")
            d.ln("Please could you send a letter to ", ("ORGANIZATION", k["school"]), " confirming ", B.his(k),
                 " asthma. The school email is ", ("EMAIL", H.email_org(r, k["school"])), ". Kind regards, ", ("FAMILY", H.full(k["mum"])))
        elif kd == "recall":
            rk = r.choice(["Childhood imms", "Asthma <16", "Pre-school booster"])
            d.ln("RECALL LIST - ", rk, "  run ", D(r, when, "num"),
                 " by ", ("USERNAME", H.username(r, k["rec"]["first"], k["rec"]["last"])))
            for j in range(r.randint(2, 4)):
                p = H.person(r, adult=False)
                dob = when - td({"Childhood imms": r.randint(60, 420), "Asthma <16": r.randint(1500, 5500),
                                 "Pre-school booster": r.randint(1200, 1500)}[rk])
                d.ln("  ", ("PATIENT", f"{p['last'].upper()}, {p['first']}"), "  ", D(r, dob, "num"), "  ",
                     (k["hid"][2], H.health_id(r, c, k["sub"])[1]), "  ", r.choice(["1st letter", "2nd letter", "SMS x2", "HV informed"]))
        else:
            d.ln("Call from ", ("HOSPITAL", k["pharm"]), " (", ("PHONE", H.phone(r, c, "land")), ") - pharmacist ",
                 ("DOCTOR", H.full(H.person(r))), ": ", r.choice(["amoxicillin suspension out of stock for ",
                                                                   "dose query - ibuprofen for ", "EpiPen Jr unavailable for "]),
                 ("PATIENT", k["pt"]["first"]), r.choice([", switch to clarithromycin?", " - weight?", ", Jext instead?", "."]))
            d.ln("Actioned by ", B.doc(r, k["gp"], "title_last"), " ", N.clock(r), ".")
    return d, k
