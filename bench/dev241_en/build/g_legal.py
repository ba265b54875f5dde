"""Personal injury expert reports and records request correspondence (author 241)."""
import fmt as F
import pools as PL
import pools2 as P2
import common as C
from fmt import he, his, him

CARS = ["2014 Ford Focus", "2017 Vauxhall Corsa", "2012 Toyota Corolla", "2019 Honda CR-V", "2016 Nissan Qashqai",
        "2011 Chevrolet Silverado", "2018 Kia Sportage", "2015 VW Golf", "2020 Hyundai Tucson", "2013 Dodge Grand Caravan"]


def _accident(d, rng, c):
    car = rng.choice(CARS)
    d.w("On ", ("DATE", F.date_wk(rng, c.doi, c.country)), " at about ", "%02d:%02d" % (rng.randint(6, 21), rng.randrange(60)), ", ",
        C.pt_ref(rng, c), " was the ", rng.choice(["driver", "front-seat passenger", "rear-seat passenger"]), " of a ", car)
    if rng.random() < 0.7:
        d.w(" (", rng.choice(["registration ", "plate ", "reg. ", "licence plate "]), ("VEHICLE", F.plate(rng, c.country)), ")")
    if rng.random() < 0.3:
        d.w(", VIN ", ("VEHICLE", F.vin(rng)))
    d.w(" which was ", rng.choice(["stationary at a red light", "slowing for a roundabout", "turning left", "queuing in traffic"]),
        " on ", ("STREET", rng.choice(PL.STREET_WORDS) + " " + rng.choice(["Road", "Street", "Avenue", "Boulevard", "Lane"])),
        " in ", ("CITY", c.pl[0]), " when it was struck from behind by a ", rng.choice(["van", "pickup truck", "bus", "taxi", "car"]),
        " travelling at an estimated ", str(rng.choice([15, 20, 25, 30, 40])), rng.choice([" mph", " km/h"]), ". ")
    if rng.random() < 0.5:
        d.w("The other driver, ", ("FAMILY", F.name_form(rng, F.new_person(rng), rng.choice(["full", "init_last"]))), ", admitted liability at the scene. ")
    d.w(he(c, True), " was wearing a seatbelt; airbags ", rng.choice(["did not deploy", "deployed"]), ". ",
        rng.choice(["The vehicle was written off.", "Repair costs were estimated at 3,400.", "The vehicle was driveable."]), " ")
    if rng.random() < 0.4:
        loc = rng.choice([["the ", rng.choice(PL.PLACE_WORDS) + " Retail Park"],
                          ["", "Junction " + str(rng.randint(2, 40)) + " of the M" + str(rng.choice([1, 4, 5, 6, 25, 62]))],
                          ["", "Highway " + str(rng.choice([7, 11, 17, 401, 400, 16])) + " exit " + str(rng.randint(10, 90))],
                          ["the ", rng.choice(PL.PLACE_WORDS) + " Shopping Centre"], ["", "Pier " + str(rng.randint(1, 9))],
                          ["", "I-" + str(rng.choice([35, 40, 70, 75, 80, 94])) + " mile marker " + str(rng.randint(10, 300))]])
        d.w("Police attended (incident no. ", ("IDNUM", F.idnum(rng)), ") and the collision occurred near ", loc[0], ("LOCATION_OTHER", loc[1]), ". ")
    d.w("\n\n")


def pi_report(d, rng, c):
    uk = c.country == "UK"
    if uk:
        d.line(rng.choice(["MEDICAL REPORT", "MEDICO-LEGAL REPORT", "EXPERT MEDICAL REPORT (Orthopaedic)"]))
        d.line("on")
        d.line(C.pt_full(rng, c, rng.choice(["capsfull", "full", "mid"])))
        d.line("Prepared for the Court in accordance with CPR Part 35 and Practice Direction 35")
    else:
        d.line(rng.choice(["EXPERT MEDICAL REPORT", "Independent Medical-Legal Evaluation", "Personal Injury Expert Report"]))
        d.line(C.pt_full(rng, c, "full"), " v. ", ("FAMILY", F.name_form(rng, F.new_person(rng), "full")),
               " et al." if rng.random() < 0.2 else "")
        d.line("Court file no. ", ("IDNUM", F.court_no(rng, c.country)), "  -  ", rng.choice(["Superior Court of Justice at ", "District Court, ", "Court of King's Bench, ", "Circuit Court, "]),
               ("CITY", c.pl[0]))
    d.line()
    role, cred = rng.choice({"UK": [("Consultant Orthopaedic Surgeon", "MB ChB FRCS (Tr & Orth)"), ("Consultant in Pain Medicine", "MB BCh FRCA FFPMRCA"),
                                    ("Consultant in Emergency Medicine", "MBBS FRCEM"), ("Consultant Psychiatrist", "MB ChB FRCPsych")],
                             "US": [("Board-certified orthopedic surgeon", "MD, FAAOS"), ("Physiatrist", "DO, FAAPMR"), ("Neurologist", "MD")],
                             "CA": [("Orthopaedic Surgeon", "MD, FRCSC"), ("Physiatrist", "MD, FRCPC"), ("Psychiatrist", "MD, FRCPC")]}[c.country])
    tbl = [
        ("Claimant" if uk else "Plaintiff", [C.pt_full(rng, c, "full")]),
        ("Date of birth", [("DATE", F.date_str(rng, c.dob, c.country))]),
        ("Address", C.pt_address(rng, c, oneline=True)),
        ("Date of accident", [C.ds(rng, c, c.doi)]),
        ("Date of examination", [C.ds(rng, c, c.exam)]),
        ("Place of examination", [("HOSPITAL", c.clinic)]),
        ("Instructed by", [("FAMILY", F.name_form(rng, c.lawyer, "full")), ", ", ("ORGANIZATION", c.firm)]),
        ("Reference", [("IDNUM", c.ref)]),
        ("Expert", [("DOCTOR", F.name_form(rng, c.examiner, "full")), ", " + role]),
    ]
    if uk and rng.random() < 0.6:
        tbl.insert(3, ("Occupation", [("PROFESSION", c.prof)]))
    if rng.random() < 0.3:
        tbl.append(("MedCo case ID" if uk else "Claim no.", [("IDNUM", F.idnum(rng) if uk else c.claim)]))
    w = max(len(a) for a, _ in tbl) + 2
    for a, b in tbl:
        d.line((a + ":").ljust(w), b)
    d.line()
    d.line("1. INTRODUCTION")
    d.w("1.1 I have been instructed by ", ("ORGANIZATION", c.firm), rng.choice([" on behalf of the claimant", " acting for the defendant insurer",
                                                                                   " as a single joint expert"]),
        " by letter dated ", C.ds(rng, c, F.add_days(c.exam, -rng.randint(14, 60))), ". ")
    d.w("1.2 ", C.pt_ref(rng, c, True), " attended ", rng.choice(["alone", "with " + his(c) + " " + c.rel]), ". ")
    C.identity_check(d, rng, c)
    d.line("2. DOCUMENTS")
    if rng.random() < 0.4:
        src = ["the GP records from ", ("HOSPITAL", F.gp_practice(rng, c.country, c.pl)), " (", rng.choice(["patient ID ", "EMIS no. ", "chart "])]
    else:
        src = [rng.choice(["the ambulance record and ED notes", "the hospital records"]), " from ", ("HOSPITAL", c.acute), " (",
               rng.choice(["Hospital No. ", "MRN ", "unit no. "])]
    d.w("2.1 I have seen ", src, ("MRN", c.mrn), ") covering ",
        ("DATE", str(rng.randint(c.doi.year - 6, c.doi.year - 2))), " to ", ("DATE", str(c.exam.year)), ", and physiotherapy notes from ",
        ("HOSPITAL", rng.choice(PL.PLACE_WORDS) + rng.choice([" Physiotherapy", " Physio & Rehab", " Physical Therapy", " Sports Injury Clinic"])), ".\n\n")
    d.line("3. THE ACCIDENT")
    if rng.random() < 0.6:
        _accident(d, rng, c)
    else:
        C.injury_history(d, rng, c)
    d.line("4. INJURIES AND TREATMENT")
    d.w(he(c, True), " developed ", c.region, " pain ", rng.choice(["within hours", "the next morning", "the same evening"]), ". ",
        "Seen at ", ("HOSPITAL", c.acute), " ", rng.choice(["Emergency Department", "A&E", "ED"] if c.country != "US" else ["Emergency Department", "ER", "ED"]), " on ", C.ds(rng, c, F.add_days(c.doi, rng.randint(0, 2))),
        ": ", rng.choice(["no fracture, soft-tissue injury", "whiplash, advised NSAIDs", "X-ray normal, collar not advised"]), ". ",
        "GP ", F.doc_ref(rng, c.gp, form=rng.choice([0, 1])), " saw ", him(c), " ", rng.choice(["3 days", "a week", "10 days"]), " later and signed ",
        him(c), " off for ", rng.choice(["2 weeks", "4/52", "6 weeks"]), ".\n\n")
    C.meds(d, rng, c)
    d.line("5. EFFECT ON DAILY LIFE")
    d.w("Work: ", he(c, True), " is " + F.art(c.prof) + " ", ("PROFESSION", c.prof), " with ", ("ORGANIZATION", c.employer), " and took ",
        str(rng.randint(2, 16)), " weeks off. ", rng.choice(["Returned on reduced hours.", "Has not returned.", "Returned to normal duties after a phased return."]), "\n")
    d.w("Home: ", rng.choice(["needed help with housework from ", "could not lift the children; ", "relied on "]), his(c), " ", c.rel, " ",
        ("FAMILY", c.relp.first), " for ", rng.choice(["6 weeks", "about two months", "the first fortnight"]), ".\n")
    lz = rng.randrange(4)
    if lz == 0:
        lo = ["stopped playing five-a-side football with ", rng.choice(PL.PLACE_WORDS) + rng.choice([" Rovers", " Athletic", " United FC"])]
    elif lz == 1:
        lo = ["has not returned to the gym at ", rng.choice(PL.PLACE_WORDS) + rng.choice([" Leisure Centre", " Fitness", " YMCA"])]
    elif lz == 2:
        lo = ["stopped volunteering at ", rng.choice(P2.CHURCHES)]
    else:
        lo = ["could not help with the school run to ", rng.choice(P2.SCHOOLS)]
    d.w("Leisure: ", lo[0], ("ORGANIZATION", lo[1]), rng.choice([".", "; missed a family holiday to "]))
    if d.parts[-1].endswith("to "):
        d.w(("COUNTRY", rng.choice(PL.COUNTRIES)), " in ", ("DATE", F.month_year(rng, F.add_days(c.doi, rng.randint(20, 120)))), ".")
    d.w("\n")
    d.w("Travel anxiety: ", rng.choice(["nervous as a passenger for 3 months", "none", "avoids the motorway", "checks mirrors excessively"]), ".\n\n")
    d.line("6. PAST MEDICAL HISTORY")
    d.w(rng.choice(["No previous neck or back problems are recorded in the GP notes.",
                    "The records show a single consultation for low back pain in ", "Previous RTA in "]))
    if d.parts[-1].endswith("in "):
        d.w(("DATE", str(rng.randint(c.doi.year - 9, c.doi.year - 2))), ", resolved within ", rng.choice(["6 weeks", "3 months"]), ".")
    d.w("\n\n")
    d.line("7. EXAMINATION")
    d.w("Height ", str(rng.randint(152, 195)), " cm, weight ", str(rng.randint(52, 120)), " kg. ")
    for e in rng.sample(P2.EXAM_PHRASES, rng.randint(3, 5)):
        d.w(e, " ")
    d.w("\n\n")
    d.line("8. OPINION AND PROGNOSIS")
    d.w("8.1 ", C.pt_ref(rng, c, True), " sustained ", c.dx[1], " in the accident. ")
    mo = rng.choice([9, 12, 18, 24])
    d.w("8.2 ", rng.choice(["On the balance of probabilities, symptoms will resolve within ", "I expect a full recovery within ", "Symptoms should settle within "]),
        str(mo), " months of the accident, i.e. by ", ("DATE", F.month_year(rng, F.add_days(c.doi, int(mo * 30.4)))), ". ")
    d.w("8.3 ", rng.choice(["There is no risk of early osteoarthritis.", "A 10% risk of long-term symptoms remains.",
                            "I do not recommend further investigation.", "I recommend 6 sessions of physiotherapy (approx. 450)."]), "\n\n")
    d.line("9. STATEMENT OF TRUTH" if uk else "9. CERTIFICATION")
    d.w(rng.choice(["I confirm that I have made clear which facts and matters referred to in this report are within my own knowledge and which are not. "
                    "Those that are within my own knowledge I confirm to be true. ",
                    "I understand my duty to the court and have complied with it. ",
                    "I certify that I have no financial interest in the outcome of this litigation. "]),
        "\n\n")
    C.signature(d, rng, c, cred=cred, closing=False)
    d.line("Dated: ", C.ds(rng, c, F.add_days(c.exam, rng.randint(2, 21))))
    if rng.random() < 0.4:
        d.line()
        d.line("Medical reporting organisation: ", ("ORGANIZATION", c.vendor), ", ", ("URL", F.url(rng)))


def records_request(d, rng, c):
    k = c.country
    kind = rng.randrange(3)
    today = F.add_days(c.exam, -rng.randint(10, 60))
    if kind in (0, 1):
        sender = rng.choice(["law", "ins", "ime"])
        org = {"law": c.firm, "ins": c.insurer, "ime": c.vendor}[sender]
        d.line(("ORGANIZATION", org))
        d.line(("STREET", F.street(rng, k, rng.random() < 0.4)))
        opl = F.place(rng, k)
        d.line(C.city_line(rng, c, opl, F.zipcode(rng, k, opl), ", "))
        d.line(rng.choice(["Tel ", "T: "]), ("PHONE", F.phone(rng, k)), rng.choice(["  Fax ", "  F: "]), ("FAX", F.phone(rng, k, False)))
        d.line()
        d.line(C.ds(rng, c, today))
        d.line()
        if rng.random() < 0.5:
            d.line(rng.choice(["BY FAX AND POST", "VIA SECURE EMAIL", "Sent by fax only", "URGENT - litigation deadline"]))
        d.line(rng.choice(["Health Information Management", "Medical Records Department", "Release of Information Unit", "Data Protection Officer", "Practice Manager"]))
        d.line(("HOSPITAL", c.acute if rng.random() < 0.7 else c.treat_site))
        d.line(("STREET", F.street(rng, k, False)))
        d.line(C.city_line(rng, c, c.pl, F.zipcode(rng, k, c.pl), ", "))
        d.line()
        d.w("Dear ", rng.choice(["Sir or Madam", "Records Custodian", "Colleague"]), ",\n\n")
        d.line("Re: ", C.pt_full(rng, c, rng.choice(["full", "mid", "caps"])), rng.choice(["   DOB ", " - DOB: ", "  d.o.b. "]), ("DATE", F.date_num(c.dob, k)))
        d.line(rng.choice(["    Your patient no.: ", "    MRN: ", "    Hosp No: "]), ("MRN", c.mrn), rng.choice(["    Our ref: ", "   Ref: "]), ("IDNUM", c.ref))
        if k == "UK" and rng.random() < 0.6:
            d.line("    NHS number: ", ("HEALTHPLAN", F.healthplan(rng, k, "nhs")))
        d.line()
        d.w(rng.choice(["We act for the above-named in connection with ", "We are handling a claim arising from ", "We have been asked to arrange an independent examination following "]),
            rng.choice(["an accident at work on ", "a road traffic accident on ", "a fall on ", "an injury sustained on "]), C.ds(rng, c, c.doi), ". ")
        law = {"US": "a HIPAA-compliant authorization signed by the patient on ", "UK": "the patient's signed consent (Data Protection Act 2018 / UK GDPR) dated ",
               "CA": "a signed consent under PHIPA dated "}[k]
        d.w("Please find enclosed ", law, ("DATE", F.date_num(F.add_days(today, -rng.randint(1, 20)), k)), ".\n\n")
        d.w("We should be grateful for copies of ", rng.choice(["all records", "the complete medical record, including imaging reports and clinic letters,",
                                                               "ED records, discharge summaries and physiotherapy notes"]),
            " for the period ", C.ds(rng, c, F.add_days(c.doi, -rng.choice([365, 730, 1095, 1825]))), " to ", rng.choice(["date", "the present"]), ".")
        if rng.random() < 0.5:
            d.w(" Radiology images on disc would also assist (accession nos. ", ("IDNUM", F.idnum(rng)), " and ", ("IDNUM", F.idnum(rng)), ").")
        d.w("\n\n")
        fee = {"US": rng.choice(["$25.00", "$6.50 + $0.50/page", "$38.00"]), "UK": rng.choice(["10.00 GBP", "the statutory maximum"]),
               "CA": rng.choice(["CAD 30", "$30.00 + HST", "$25.00"])}[k]
        d.w(rng.choice([["We enclose our cheque for ", fee, "."], ["Please invoice us for the fee (", fee, ")."],
                        ["Our firm will cover the reasonable copying fee (", fee, ")."]]), " ")
        d.w("Records may be uploaded to ", ("URL", F.url(rng)), " using reference ", ("IDNUM", F.idnum(rng)), rng.choice([" or emailed to ", " or sent to "]),
            ("EMAIL", F.email(rng)), ".\n\n")
        d.w("If you have any questions please contact ", ("FAMILY", F.name_form(rng, c.lawyer if sender == "law" else c.adjuster, "full")),
            rng.choice([" directly on ", " on ", " at "]), ("PHONE", F.phone(rng, k, True)), ".\n\n")
        d.line(rng.choice(["Yours faithfully,", "Sincerely,", "Yours sincerely,"]))
        d.line()
        d.line(("FAMILY", F.name_form(rng, c.lawyer if sender == "law" else c.adjuster, rng.choice(["full", "init_last"]))))
        d.line(rng.choice(["Paralegal", "Associate", "Claims Specialist", "Senior Litigation Executive", "Records Coordinator"]))
        if rng.random() < 0.5:
            d.line("Encl.: authorization (", str(rng.randint(1, 3)), " pp.)")
    else:
        d.line(("HOSPITAL", c.acute), rng.choice([" - Release of Information", "\nHealth Records Department", " | HIM"]))
        d.line(("STREET", F.street(rng, k, False)), ", ", ("CITY", c.pl[0]))
        d.line()
        d.line(rng.choice(["RESPONSE TO REQUEST FOR RECORDS", "Release of Information - Invoice and Cover Sheet", "Notice of Disclosure"]))
        d.line("Request no.: ", ("IDNUM", F.idnum(rng)), "    Received: ", C.ds(rng, c, today))
        d.line("Requester: ", ("ORGANIZATION", rng.choice([c.firm, c.insurer, c.vendor])), " (your ref ", ("IDNUM", c.ref), ")")
        d.line("Patient: ", C.pt_full(rng, c, rng.choice(["lastfirst", "caps", "full"])), "    DOB: ", ("DATE", F.date_num(c.dob, k)),
               "    MRN: ", ("MRN", c.mrn))
        d.line("Dates of service released: ", ("DATE", F.date_num(c.doi, k)), " - ", ("DATE", F.date_num(F.add_days(today, -3), k)))
        d.line()
        d.line("Released: ", rng.choice(["ED record", "discharge summary", "operative note", "imaging reports"]), ", ", rng.choice(["clinic letters", "nursing notes", "physiotherapy notes"]),
               " (", str(rng.randint(12, 480)), " pages)")
        if rng.random() < 0.3:
            d.line("Withheld: records from before ", ("DATE", str(c.doi.year - 5)), " (outside authorization)")
        else:
            d.line("Withheld: ", rng.choice(["psychotherapy notes (45 CFR 164.524)", "third-party information", "none"]))
        d.line("Fee: ", rng.choice(["$38.40", "$6.50 flat", "10.00", "CAD 42.75", "no charge"]), "    Invoice/account: ", ("ACCOUNT", F.account(rng)))
        d.line("Delivered via ", rng.choice([["secure link ", ("URL", F.url(rng))], ["encrypted email to ", ("EMAIL", F.email(rng))]]), " on ", C.ds(rng, c, F.add_days(today, rng.randint(5, 25))))
        d.line()
        d.line("Processed by: ", ("DOCTOR", F.name_form(rng, F.new_person(rng), rng.choice(["full", "first_init", "init_last"]))),
               rng.choice([", ROI Specialist", ", RHIT", ", Health Records Clerk", ", Information Governance"]))
        d.line("Questions: ", ("PHONE", F.phone(rng, k, True)), " or ", ("EMAIL", F.email(rng, stem="roi")))
        d.line("Workstation ", ("IPADDR", F.ipaddr(rng)), " / user ", ("USERNAME", F.username(rng, F.new_person(rng))))
