"""Second-opinion review letters, transfusion laboratory reports and specimen chain-of-custody forms."""
import datetime as dt

import pools as P
import neg
from phi import (R, ch, pr, Person, D, clock, clock12, phone, pager, email, url, accession, digits, letters, bioid,
                 plate, vin, drivers_licence, device_sn, order_no, fdate)
from blocks import (letterhead, demo_block, referrer_line, sig_block, cc_block, footer, Staff, relative, Site, Addr)
from genres_a import hist_extra

SO_CASES = [
    ("pathology", "slides and blocks", "Breast core biopsy, left 2 o'clock",
     "invasive lobular carcinoma, grade 2", "We agree: invasive lobular carcinoma, Nottingham grade 2 (3+2+1); E-cadherin negative.",
     "agree"),
    ("pathology", "slides", "Skin shave, right forearm", "dysplastic naevus with severe atypia",
     "In our opinion this is an evolving superficial spreading melanoma in situ; complete excision with 5 mm margin advised.",
     "disagree"),
    ("pathology", "slides and blocks", "Lymph node excision, left neck", "reactive follicular hyperplasia",
     "Classic Hodgkin lymphoma, nodular sclerosis type (CD30+, CD15+, PAX5 weak). Reed-Sternberg cells present.",
     "disagree"),
    ("pathology", "slides", "Prostate biopsy", "Gleason 3+3=6", "We grade this Gleason 3+4=7 (Grade Group 2), pattern 4 approx 10%.",
     "minor"),
    ("radiology", "images (DICOM via image exchange)", "MRI brain", "low-grade glioma",
     "Appearances favour a DNET rather than a diffuse glioma; no enhancement and no change over 2 years.", "disagree"),
    ("radiology", "images", "CT chest, abdomen and pelvis", "stable disease",
     "We agree with stable disease by RECIST 1.1; sum of target lesions 48 mm vs 51 mm.", "agree"),
    ("radiology", "images", "Mammogram and breast US", "BI-RADS 3",
     "We would upgrade to BI-RADS 4A in view of the indistinct margin; biopsy is recommended.", "disagree"),
    ("radiology", "images and report", "MRI left knee", "complete ACL tear",
     "The ACL is intact with mucoid degeneration; the apparent discontinuity is partial volume.", "disagree")]


def gen_second(d, cx):
    kind, mat, spec, orig, ours, agree = ch(SO_CASES)
    if "Breast" in spec or "Mammogram" in spec:
        cx.fix("F", 30, 80)
    elif "Prostate" in spec:
        cx.fix("M", 50, 85)
    else:
        cx.fix(None, 18, 85)
    rev = Staff(cx.c, "path" if kind == "pathology" else "rad")
    orig_dr = Staff(cx.c, "path" if kind == "pathology" else "rad")
    letterhead(d, cx, ch(["Department of Pathology - Consultation Service", "Expert Opinion Service",
                          "Specialist Referral Centre"]) if kind == "pathology" else ch(["Department of Radiology - Second Opinion Service",
                                                                                       "Tertiary Imaging Review"]))
    d.f("{D}\n\n", D=cx.d(R.randint(5, 20), ch(["long", "longgb", None])))
    d.f("Our ref: {O}   Your ref: {Y}\n", O=("IDNUM", accession("SO" if pr(.5) else "CON", cx.report.year)),
        Y=("IDNUM", accession(ch(["S", "CT", "MR", "H"]), cx.report.year)))
    d.put(cx.ref.dr())
    d.t("\n")
    d.f("{H}\n", H=("HOSPITAL", cx.site2.name))
    d.put(cx.site2.addr.lines())
    d.f("\nDear Dr {N},\n\n", N=("DOCTOR", cx.ref.last))
    d.f("Re: {N}   DOB {B}   {L} {M}\n", N=cx.ptname(ch(["full", "LF"])), B=cx.dob_piece(), L=cx.mrn_label(), M=("MRN", cx.mrn))
    if pr(.4):
        d.f("Address: {A}\n", A=cx.addr.inline())
    d.t("\n")
    d.f("Thank you for referring the {M} of this {A}-year-old {S} for a second opinion. ", M=mat, A=("AGE", str(cx.age)),
        S=ch(["man", "gentleman"]) if cx.pt.sex == "M" else ch(["woman", "lady"]))
    k = R.random()
    if k < .35:
        r, f = relative(cx)
        d.f("The review was requested by the patient and {G} {R}, {N}, after the initial diagnosis. ",
            G="his" if cx.pt.sex == "M" else "her", R=r, N=("FAMILY", f.full()))
    elif k < .6:
        d.f("{P} is a {J} and is keen to return to work at {E}. ", P=[cx.pt.title() + " ", ("PATIENT", cx.pt.last)],
            J=("PROFESSION", ch(P.PROFESSIONS)), E=("ORGANIZATION", ch(P.EMPLOYERS)))
    elif k < .75:
        d.f("The original treatment was given in {C} and records were translated. ", C=("COUNTRY", ch(P.COUNTRIES)))
    d.t("\n\n")
    d.f("Material received on {D}: {M} from {H}, {X} ({A}), originally reported by {O} on {E} as {R}.\n",
        D=cx.d(-R.randint(1, 6), ch(["daymon", "long", None])), M=mat, H=("HOSPITAL", cx.site2.name),
        X=spec, A=("IDNUM", accession(ch(["S", "H", "CT", "MR"]), cx.report.year)),
        O=orig_dr.dr(), E=cx.d(-R.randint(20, 60)), R=orig)
    if pr(.4):
        d.t("Current treatment: " + neg.med_inline(R.randint(2, 3)) + ".\n")
    if pr(.3):
        d.t("Problem list:\n" + neg.problem_list())
    d.t("\nOur review:\n" + ours + "\n")
    d.t(ch(["", neg.eponym("path" if kind == "pathology" else "rad") + "\n"]))
    d.t("\nSummary: " + {"agree": "Concordant with the original report.", "disagree": "MAJOR DISCORDANCE - management is likely to change.",
                          "minor": "Minor discordance; unlikely to alter management."}[agree] + "\n")
    if agree == "disagree":
        d.f("I telephoned your secretary {N} on {P} at {T} on {D} to flag the discrepancy.\n", N=("DOCTOR", Person("F").first),
            P=("PHONE", phone(cx.c, "land")), T=clock12(), D=cx.d(R.randint(0, 3), ch(["wd", "daymon", None])))
    if kind == "pathology":
        d.f("The {M} are returned by courier under separate cover (consignment {C}). Additional recuts retained: {B}.\n",
            M=mat, C=("IDNUM", letters(2) + digits(9) + ch(["AU", "GB", "US"])), B=ch(["A1, A3", "none", "B2"]))
    else:
        d.f("Images remain available on our PACS under accession {A}; view link: {U}\n", A=("IDNUM", accession(None, cx.report.year)),
            U=("URL", url("/imaging/share/" + letters(4).lower() + digits(4))))
    if pr(.35):
        d.f("Invoice to {I}, account {A}.\n", I=("ORGANIZATION", ch(P.INSURERS_US + P.INSURERS_AU + P.REF_LABS)),
            A=("ACCOUNT", digits(8)))
    if pr(.4):
        d.t(neg.wordy("letter") + "\n")
    d.t(ch(["\nPlease do not hesitate to contact me if you wish to discuss.\n\nYours sincerely,\n\n",
            "\nWith best wishes,\n\n", "\nKind regards,\n\n"]))
    d.put(rev.signed())
    d.t("\n" + (ch(["Consultant Histopathologist", "Professor of Pathology", "Staff Pathologist"]) if kind == "pathology"
                 else ch(["Consultant Radiologist", "Section Chief, Neuroradiology", "Professor of Radiology"])) + "\n")
    if pr(.6):
        d.f("Direct line {P} | {E}\n", P=("PHONE", phone(cx.c, "ext")), E=("EMAIL", email(rev)))
    if pr(.4):
        k2, v2 = rev.lic
        d.f("{K} {V}\n", K=k2, V=("LICENSE", v2))
    if pr(.5):
        d.f("\ncc: {P} {N} (patient)\n", P=cx.pt.title(), N=("PATIENT", cx.pt.full()))
    elif pr(.5):
        cc_block(d, cx)
    if pr(.3):
        ty = Person()
        d.f("Typed by {T} {D}\n", T=("DOCTOR", (ty.first[0] + ty.last[0]).lower()), D=cx.d(R.randint(5, 20), "short"))


ABO = ["O POS", "A POS", "B POS", "AB POS", "O NEG", "A NEG", "B NEG", "O Rh(D) positive", "A Rh(D) negative"]
ANTIB = ["anti-K (Kell)", "anti-Fya (Duffy)", "anti-Jka (Kidd)", "anti-E", "anti-c", "anti-Lea (Lewis), likely clinically insignificant",
         "anti-M (cold reactive)", "anti-D (prophylactic, post anti-D Ig)"]
PROD = ["Red cells, leucodepleted", "Red cells, irradiated", "Platelets, apheresis", "FFP", "Cryoprecipitate", "Red cells, CMV neg"]


def din(style):
    return [f"{letters(1)}{digits(4)} {digits(2)} {digits(6)}", f"{letters(1)}{digits(4)}{digits(2)}{digits(6)}",
            f"{digits(7)}-{digits(4)}"][style]


def gen_transfusion(d, cx):
    if pr(.6):
        letterhead(d, cx, ch(["Blood Bank / Transfusion Service", "Transfusion Laboratory", "Blood Transfusion Laboratory"]))
    reaction = pr(.25)
    d.t("TRANSFUSION REACTION INVESTIGATION\n" if reaction else ch(["TRANSFUSION LABORATORY REPORT\n",
        "Blood Bank - Group, Screen and Crossmatch\n", "PRE-TRANSFUSION TESTING\n"]))
    demo_block(d, cx, extra=pr(.6))
    d.f("Sample no: {S}   Collected: {D} {T}   By: {N}\n", S=("IDNUM", accession("TX", cx.report.year)), D=cx.d(),
        T=clock(), N=("DOCTOR", cx.nurse.full()))
    k = R.random()
    if k < .45:
        d.f("Positive patient ID: wristband scanned and palm-vein biometric matched (template {B}).\n", B=("BIOID", bioid()))
    elif k < .7:
        n2 = Staff(cx.c, "nurse")
        d.f("Two-person bedside check: {A} and {B}. Sample labelled at bedside.\n", A=("DOCTOR", cx.nurse.initf()),
            B=("DOCTOR", n2.full()))
    else:
        d.t("Sample labelling checked; second sample for group confirmation received.\n")
    d.t("\nRESULTS\n")
    d.t(f"ABO/Rh(D): {ch(ABO)}   (historical group matches)\n")
    if pr(.5):
        d.f("Historical record: grouped at {H} on {D}.\n", H=("HOSPITAL", cx.site2.name),
            D=cx.d(-R.randint(200, 3000), ch(["myr", "year", None, "monyr"])))
    ab = pr(.45)
    d.t("Antibody screen: " + ("POSITIVE" if ab else "Negative") + "\n")
    if ab:
        d.t(f"Antibody identification: {ch(ANTIB)}. Antigen-negative units selected.\n")
    d.t(f"DAT (Coombs): {ch(['negative', 'negative', 'positive IgG 1+', 'positive C3d'])}\n")
    if pr(.3):
        d.t(f"Pre-transfusion: {neg.lab_inline(3)}. {neg.vitals()}\n")
    d.t(f"\n{'Unit number':<22}{'Product':<30}{'Group':<8}XM      Issued\n")
    dst = R.randint(0, 2)
    for _ in range(R.randint(1, 4)):
        u = din(dst)
        d.p("IDNUM", u)
        d.t(" " * max(1, 22 - len(u)) + f"{ch(PROD):<30}{ch(['O NEG', 'O POS', 'A POS', 'AB'])[:7]:<8}{ch(['Compat', 'IS', 'EI', 'AHG']):<8}")
        d.t(clock() + "\n")
    if reaction:
        d.f("\nReaction: fever 38.9, rigors 40 min into unit; stopped at {T}. Reported by {N} (ext {E}).\n", T=clock(),
            N=("DOCTOR", cx.nurse.full()), E=("PHONE", "555" + digits(1)))
        d.t("Post-transfusion sample: no haemolysis, repeat DAT negative, cultures of unit sent. Classified as FNHTR.\n")
        d.f("Haemovigilance notification {R} submitted on {D}.\n", R=("IDNUM", "HV-" + digits(6)), D=cx.d(R.randint(1, 4)))
    if pr(.12):
        r, f = relative(cx)
        d.f("Note: patient is a Jehovah's Witness; advance directive on file, discussed with {R} {N}.\n", R=r,
            N=("FAMILY", f.full()))
    elif pr(.3):
        d.t("Special requirements: irradiated (purine analogue therapy).\n")
    if pr(.5):
        d.f("Issued to: {N}, porter, at {T}. Fridge: {F}.\n", N=("DOCTOR", Person().full()), T=clock(),
            F=ch(["theatre satellite fridge", "main issue fridge", "ED fridge"]))
    bms = Staff(cx.c, "sci")
    d.f("\nTested by: {N}   Checked: {C}\n", N=("DOCTOR", bms.full()), C=("DOCTOR", Person().initf()))
    if pr(.5):
        d.f("Transfusion practitioner: {N}, bleep {P}\n", N=("DOCTOR", Person().full()), P=("PHONE", pager(cx.c)))
    footer(d, cx)


def gen_custody(d, cx):
    cx.fix(None, 18, 66)
    kind = ch(["employment", "forensic", "transport"])
    site = cx.site
    d.t(ch(["SPECIMEN CHAIN OF CUSTODY FORM\n", "Chain of Custody Record\n", "Specimen Transport and Custody Log\n"]))
    d.f("{H} - {X}\n", H=("HOSPITAL", site.name), X=ch(["Toxicology", "Pathology Collection Centre", "Specimen Reception"]))
    d.f("CoC form no.: {F}   Specimen ID: {S}\n\n", F=("IDNUM", letters(1) + digits(7)),
        S=("IDNUM", accession(ch(["TX", "DS", "U"]), cx.report.year)))
    d.t("STEP 1 - DONOR / PATIENT\n")
    d.f("Name: {N}   DOB: {B}   Sex: {S}\n", N=cx.ptname(ch(["LF", "full"])), B=cx.dob_piece(), S=cx.pt.sex)
    if kind == "employment":
        er = Person()
        d.f("Employer: {E}   Designated representative: {R}, tel {P}\n", E=("ORGANIZATION", ch(P.EMPLOYERS)),
            R=("FAMILY", er.full()), P=("PHONE", phone(cx.c, "land")))
        d.f("Position: {J}   Reason: {W}\n", J=("PROFESSION", ch(["truck driver", "forklift operator", "miner", "pilot",
            "bus driver", "crane operator", "electrician", "roofer"])), W=ch(["pre-employment", "post-incident", "random", "reasonable cause"]))
    elif kind == "forensic":
        d.f("Requesting agency: {O}, officer {N} (badge {B})\n", O=("ORGANIZATION", ch(["Wexley County Sheriff's Office",
            "Carrowdale Constabulary", "Yarraby Police District", "Harlan Springs Police Department"])),
            N=("FAMILY", Person().full()), B=("IDNUM", digits(5)))
    if cx.c != "AU" and pr(.5):
        d.f("{K}: {S}\n", K="SSN" if cx.c == "US" else "NI number", S=("SSN", cx.ssn))
    d.f("Identity verified by: {T} no. {L}", T=ch(["driver's licence", "driver licence", "DL"]),
        L=("LICENSE", drivers_licence(cx.c)))
    if pr(.6):
        d.f("; donor thumbprint captured (ID {B})", B=("BIOID", bioid()))
    d.t("\n")
    if pr(.4):
        d.f("Donor contact: {P}  {A}\n", P=("PHONE", cx.phone), A=cx.addr.inline())
    col = Staff(cx.c, "nurse")
    d.t("\nSTEP 2 - COLLECTION\n")
    hh = R.randint(7, 12)
    d.f("Collected {D} at {T} by {N} at {H} collection room {R}.\n", D=cx.d(), T=clock(hh - 1), N=("DOCTOR", col.full()),
        H=("HOSPITAL", site.name), R=("LOCATION_OTHER", ch(["2", "4B", "C", "11"])))
    d.t(f"Specimen: {ch(['urine 45 mL, split A/B', 'blood 2 x 5 mL grey top (fluoride oxalate)', 'oral fluid', 'hair 120 mg'])}. "
        f"Temperature {R.randint(32, 37)} C within 4 min. Seals applied; donor initialled seals.\n")
    if kind != "transport" and pr(.5):
        d.t("Donor declared medications: " + neg.med_inline(2) + ".\n")
    d.t("\nSTEP 3 - TRANSFER\n")
    d.t(f"{'Released by':<26}{'Received by':<26}{'Date':<14}Time   Purpose\n")
    hops = R.randint(2, 4)
    people = [col] + [Staff(cx.c, "sci") for _ in range(hops)]
    for i in range(hops):
        a, b = people[i].full(), people[i + 1].full()
        d.p("DOCTOR", a)
        d.t(" " * max(1, 26 - len(a)))
        d.p("DOCTOR", b)
        d.t(" " * max(1, 26 - len(b)))
        ds = fdate(cx.report + dt.timedelta(days=i // 2), cx.c, "mdy" if cx.c == "US" else "dmy")
        d.p("DATE", ds)
        hh = R.randint(7, 10) if (i % 2 == 0 and i > 0) else hh + R.randint(1, 4)
        d.t(" " * max(1, 14 - len(ds)) + clock(min(hh, 23)) + "  " + ch(["transport", "accessioning", "testing", "storage", "courier"]) + "\n")
    d.f("\nCourier: pathology driver {N}; vehicle {V}", N=("DOCTOR", Person().full()), V=("VEHICLE", plate(cx.c)))
    if pr(.5):
        d.f(" (VIN {V})", V=("VEHICLE", vin()))
    d.f(". Cool box {B}, data logger SN {S}; max temp {T} C.\n", B=ch(["3", "12", "A7"]), S=("DEVICE", device_sn()),
        T=f"{R.uniform(2.1, 7.9):.1f}")
    d.t("\nSTEP 4 - LABORATORY\n")
    d.f("Received at {L} on {D} {T}. Seal intact: {Y}. Aliquot B stored at -20 C, freezer {F}.\n",
        L=("HOSPITAL", cx.site2.name) if pr(.6) else ("ORGANIZATION", ch(P.REF_LABS)), D=cx.d(1), T=clock(),
        Y=ch(["YES", "Yes", "yes"]), F=ch(["F3", "shelf 2", "Rack 14"]))
    if pr(.5):
        d.t(f"Screen: {ch(['amphetamines', 'cannabinoids (THC-COOH)', 'opiates', 'benzodiazepines', 'cocaine metabolite'])} "
            f"{ch(['NEGATIVE', 'presumptive POSITIVE - sent for LC-MS/MS confirmation', 'negative at 50 ng/mL cut-off'])}.\n")
    mro = Staff(cx.c, "doc")
    d.f("MRO / reviewing physician: {N}", N=mro.dr())
    if pr(.6):
        k, v = mro.lic
        d.f(" ({K} {V})", K=k, V=("LICENSE", v))
    d.t("\n")
    if pr(.4):
        d.f("Results to: {E} (secure), fax {F}\n", E=("EMAIL", email(dept=ch(["hr.medical", "ohs", "safety.office"]))),
            F=("FAX", phone(cx.c, "land")))
