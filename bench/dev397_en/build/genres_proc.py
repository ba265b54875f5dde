"""Tissue and procedure records: eye bank tissue record, keratoplasty theatre
note, biologic therapy monitoring note."""
import blocks as B
import ids
import pools_places as PP

CAUSES = ["myocardial infarction", "intracranial haemorrhage", "metastatic colorectal carcinoma",
          "COPD exacerbation", "pulmonary embolism", "road traffic collision", "ischaemic stroke",
          "sepsis (pneumonia)", "cardiac arrest"]


def eye_bank(d, c):
    rng, pt, co = c.rng, c.pt, c.country
    bank = rng.choice(PP.EYE_BANKS[co])
    baddr = c.address()
    d.p(bank, "ORGANIZATION")
    d.t("\n")
    d.put(c.addr(baddr))
    d.t("\nTel: ")
    d.p(ids.phone(rng, co), "PHONE")
    d.t("  24h coordinator: ")
    d.p(ids.phone(rng, co, "mob"), "PHONE")
    d.t("  Fax: ")
    d.p(ids.phone(rng, co), "FAX")
    d.t("\n")
    if rng.random() < .6:
        d.t("Web: ")
        d.p(ids.url_for(rng, bank), "URL")
        d.t("\n")
    d.t("\n" + rng.choice(["CORNEAL TISSUE RELEASE RECORD", "Tissue Evaluation & Distribution Form",
                           "Donor Cornea Record - Confidential"]) + "\n\n")
    d.t("Tissue ID: ")
    tid = ids.idnum(rng, "tissue")
    d.p(tid, "IDNUM")
    d.t("   Donor ID: ")
    d.p(ids.idnum(rng, "donor"), "IDNUM")
    d.t("   Eye: " + rng.choice(["OD", "OS", "R", "L"]) + "\n")
    dage = rng.randint(28, 79)
    d.t("Donor age: ")
    d.p(str(dage), "AGE")
    d.t("   Sex: " + rng.choice(["M", "F"]) + "   Cause of death: " + rng.choice(CAUSES) + "\n")
    dod = c.ago(rng.randint(6, 28))
    d.t("Date/time of death: ")
    d.put(c.dt(dod))
    d.t(" " + B.tm(rng) + "   Enucleation/in situ excision: ")
    d.put(c.dt(ids.add_days(dod, rng.choice([0, 1]))))
    d.t(" " + B.tm(rng) + "\n")
    d.t("Retrieval site: ")
    site = rng.choice(PP.HOSPITALS[co] + ["Rosebank Hospice", "Kingsway Funeral Home", "Marigold House Hospice",
                                         "Ashgrove Funeral Directors"])
    d.p(site, "ORGANIZATION" if "Funeral" in site else "HOSPITAL")
    if rng.random() < .5:
        d.t(", mortuary, ")
        d.p(rng.choice(["Bay 2", "Body store 3", "Fridge 14"]), "LOCATION_OTHER")
    d.t("\nRetrieved by: ")
    tech = c.staff("")
    d.put(c.nm(tech, "full"))
    d.t(" (Eye Bank Technician)\n")
    d.t("Consent: " + rng.choice(["obtained", "authorisation obtained"]) + " from donor's ")
    rel, rsex = rng.choice([("wife", "F"), ("husband", "M"), ("daughter", "F"), ("son", "M"), ("partner", "F"),
                            ("sister", "F"), ("brother", "M")])
    d.f("{r} {n} by telephone ({t}) by {coord} on {d1}\n", r=rel,
        n=c.nm(c.person("FAMILY", sex=rsex), "full"), t=(ids.phone(rng, co, "mob"), "PHONE"),
        coord=c.nm(c.staff(""), "full"), d1=c.dt(dod))
    d.t("Donor identity verification: ")
    bk = rng.choice(["fingerprint", "dna"])
    d.p(ids.bioid(rng, bk), "BIOID")
    d.t(" (" + {"fingerprint": "fingerprint record", "dna": "DNA reference sample"}[bk] + ")\n\n")
    d.t("Serology (sample ")
    d.p(ids.idnum(rng, "accession"), "IDNUM")
    d.t(", ")
    d.p(rng.choice(PP.LABS), "ORGANIZATION")
    d.t("):\n  HIV-1/2 Ag/Ab NR | HBsAg NR | anti-HBc NR | HCV Ab NR | HCV NAT NR | HTLV-I/II NR | Syphilis (TPHA) NR\n\n")
    oc = rng.random() < .5
    d.t("Storage: " + ("organ culture, Eagle's MEM + 2% FCS at 34 C; transport medium with dextran 6%" if oc else
                       "hypothermic storage, Optisol-GS at 2-8 C") + "\nMedia lot: ")
    d.p(ids.idnum(rng, "lot"), "IDNUM")
    d.t("   Expiry of medium: ")
    d.put(c.dt(c.later(rng.randint(60, 300))))
    d.t("\nECD: %d cells/mm2   Hexagonality: %d%%   CV: %d%%   Mortality: <%d%%\n" % (
        rng.randint(2100, 3100), rng.randint(48, 68), rng.randint(25, 40), rng.choice([1, 2, 3])))
    prep = rng.choice(["Full thickness (PK)", "Pre-cut DSAEK", "Pre-stripped DMEK", "Anterior lamellar (DALK)"])
    d.t("Preparation: " + prep)
    if "DSAEK" in prep:
        d.t("; microkeratome S/N ")
        d.p(ids.device_serial(rng, "keratome"), "DEVICE")
        d.t(", 350 µm head, residual bed %d µm" % rng.randint(80, 140))
    d.t("\nSlit lamp: clear stroma, no arcus, epithelium %s\n\n" % rng.choice(["intact", "sloughing 20%", "mild loss"]))
    d.t("ALLOCATION\nRecipient: ")
    d.put(c.nm(pt, rng.choice(["LAST_first", "full", "fml"])))
    d.t("   Recipient MRN: ")
    d.p(pt["mrn"], "MRN")
    d.t("   Recipient age: ")
    d.p(str(c.age), "AGE")
    d.t("\nSurgeon: ")
    d.put(c.nm(c.cons, "t_full"))
    d.t("   Hospital: ")
    d.p(c.hosp["name"], "HOSPITAL")
    d.t("\nPlanned surgery: ")
    surg = c.later(rng.randint(1, 6))
    d.put(c.dt(surg))
    d.t("   Indication: " + rng.choice(["Fuchs dystrophy", "keratoconus", "failed graft", "PBK", "HSV scarring"]) + "\n")
    d.t("Courier: ")
    d.p(rng.choice(["Coastline Couriers", "Swiftmed Logistics", "Bluelight Medical Transport"]), "ORGANIZATION")
    if rng.random() < .6:
        d.t(", vehicle ")
        d.p(ids.plate(rng, co), "VEHICLE")
    d.t(", dispatched ")
    d.put(c.dt(ids.add_days(surg, -1)))
    d.t(" " + B.tm(rng) + "\n\nReleased by: ")
    d.put(c.nm(c.staff(""), "full"))
    d.t(", Tissue Bank Scientist   QA check: ")
    qa = c.staff("")
    d.put(c.nm(qa, rng.choice(["full", "init2"])))
    d.t("\nPlease return the recipient outcome form to ")
    d.p(ids.org_email(rng, bank), "EMAIL")
    d.t(" quoting ")
    d.p(tid, "IDNUM")
    d.t(".\n")
    if rng.random() < .5:
        d.t("Database entry by ")
        d.p(qa["user"], "USERNAME")
        d.t(" from ")
        d.p(ids.ipaddr(rng), "IPADDR")
        d.t("\n")


def theatre(d, c):
    rng, pt, co = c.rng, c.pt, c.country
    proc = rng.choice({"keratoconus": ["Penetrating keratoplasty", "DALK (big bubble)", "DALK (big bubble)"],
                       "fuchs": ["DMEK", "DMEK + phaco/IOL (triple)", "DSAEK"]}.get(
        c.cond["key"], ["Penetrating keratoplasty", "DSAEK", "DMEK"]))
    d.t(rng.choice(["OPERATION NOTE", "Operative Record - Keratoplasty", "THEATRE RECORD"]) + "\n")
    d.p(c.hosp["name"], "HOSPITAL")
    d.t(" - " + rng.choice(["Main Theatres", "Eye Day Surgery Unit", "Ophthalmic Theatres"]) + ", ")
    d.p("Theatre %d" % rng.randint(1, 9), "LOCATION_OTHER")
    d.t("\n")
    B.pt_header(d, c, compact=True)
    ward = rng.choice(PP.WARDS)
    d.t("Ward: ")
    d.p(ward, "HOSPITAL")
    d.t("  Bed: ")
    d.p(str(rng.randint(1, 28)), "LOCATION_OTHER")
    d.t("  Episode: ")
    d.p(ids.account(rng, co), "ACCOUNT")
    d.t("\nDate of operation: ")
    d.put(c.dt(c.visit))
    h0, m0 = rng.randint(8, 16), rng.choice([0, 5, 10, 15, 20, 30, 40, 45, 50])
    dur = rng.randint(35, 110)
    d.t("   Knife to skin %02d:%02d, end %02d:%02d\n" % (h0, m0, h0 + (m0 + dur) // 60, (m0 + dur) % 60))
    d.t("Identity check: wristband + ")
    if rng.random() < .6:
        d.t("palm-vein scan ")
        d.p(ids.bioid(rng, "palm-vein"), "BIOID")
    else:
        d.t("verbal confirmation (DOB ")
        d.put(c.dt(c.dob))
        d.t(")")
    d.t("; WHO checklist completed; site marked " + c.aff + "\n\n")
    d.t("Surgeon: ")
    d.put(c.nm(c.cons, "t_full"))
    d.t("\nAssistant: ")
    d.put(c.nm(c.reg, "t_full"))
    d.t("\nAnaesthetist: ")
    d.put(c.nm(c.staff("Dr"), "t_full"))
    d.t("\nScrub: ")
    d.put(c.nm(c.nurse, "full"))
    d.t("   Circulator: " if co in ("US", "Canada") else "   ODP: ")
    d.put(c.nm(c.staff(""), "full"))
    d.t("\n\nAnaesthesia: " + rng.choice(["GA with LMA", "peribulbar (lidocaine 2% / bupivacaine 0.5%, 6 ml) + sedation",
                                          "sub-Tenon's 4 ml lidocaine 2%", "topical + intracameral"]) + "\n")
    d.t("Procedure: " + proc + " " + c.aff + " eye\n")
    d.t("Indication: " + B.dx(c) + "\n")
    d.t("Donor tissue: ")
    d.p(ids.idnum(rng, "tissue"), "IDNUM")
    d.t(" from ")
    d.p(rng.choice(PP.EYE_BANKS[co]), "ORGANIZATION")
    d.t("; donor age ")
    d.p(str(rng.randint(30, 78)), "AGE")
    d.t("; ECD %d cells/mm2\n\n" % rng.randint(2200, 3000))
    d.t("Description:\n")
    steps = {
        "DMEK": ["Inferior PI with vitrector.", "Descemetorhexis 8.5 mm under air, stripped with reverse Sinskey.",
                 "Graft stained with trypan blue 0.06% and loaded into Geuder glass injector.",
                 "Unfolded with tapping technique; orientation confirmed (Moutsouris sign).",
                 "Full AC air fill 10 min then partial release to 80% bubble."],
        "DSAEK": ["3.2 mm temporal incision.", "Descemet stripped 8.5 mm.", "Graft inserted with Busin glide.",
                  "Air tamponade 10 min, venting incisions."],
        "Penetrating": ["Barron vacuum trephine 8.0 mm host, donor 8.25 mm.", "Host button excised with corneal scissors.",
                        "16 interrupted 10-0 nylon sutures, knots buried.", "Watertight, Seidel negative."],
        "DALK": ["Barron trephine 8.0 mm to 60% depth.", "Big bubble type 1 achieved.",
                 "Stroma excised; Descemet bared.", "Donor DM stripped; 16 interrupted 10-0 nylon."],
    }
    key = [k for k in sorted(steps) if proc.startswith(k)]
    for i, s in enumerate(steps[key[0]] if key else steps["DMEK"]):
        d.t("%d. %s\n" % (i + 1, s))
    if "phaco" in proc:
        d.t("Phaco (Centurion, S/N ")
        d.p(ids.device_serial(rng, "other"), "DEVICE")
        d.t("); IOL SN60WF %.1f D, serial " % rng.uniform(17, 24))
        d.p(ids.device_serial(rng, "iol"), "DEVICE")
        d.t("\n")
    d.t("Host button to histology: ")
    d.p(ids.idnum(rng, "histo"), "IDNUM")
    d.t("\nComplications: " + rng.choice(["nil", "small hyphaema", "iris prolapse - reposited", "nil"]) + "\n\n")
    d.t("Post-op: G. prednisolone acetate 1% 2-hourly, G. chloramphenicol 0.5% QDS; posture supine 24 h; ")
    d.t("Diamox SR 250 mg BD x2 if IOP > 30\n")
    d.t("Day 1 review: ")
    d.put(c.dt(c.later(1)))
    if rng.random() < .7:
        d.t(" on ")
        d.p(ward, "HOSPITAL")
    else:
        d.t(" in the Eye Day Unit")
    d.t("\n")
    B.sig(d, c, c.cons, rng.choice(B.ROLES_CONS[:3] + B.ROLES_CONS[4:]), short=True)
    B.audit(d, c, c.reg, ip=rng.random() < .4)


def biologic(d, c):
    rng, pt, co = c.rng, c.pt, c.country
    drug = rng.choice(["adalimumab (Humira) 40 mg s/c fortnightly", "adalimumab biosimilar (Amgevita) 40 mg s/c fortnightly",
                       "infliximab (Remsima) 5 mg/kg IV 8-weekly", "adalimumab (Imraldi) 40 mg weekly",
                       "tocilizumab 162 mg s/c weekly", "infliximab 5 mg/kg IV 6-weekly"])
    d.t(rng.choice(["BIOLOGIC THERAPY MONITORING - UVEITIS", "Anti-TNF Monitoring Record", "Biologics Clinic Note"]) + "\n")
    d.p(c.hosp["name"], "HOSPITAL")
    d.t(" / Ocular Inflammation Service\n")
    B.pt_header(d, c)
    d.t("Diagnosis: " + B.dx(c) + "\n")
    d.t("Drug: " + drug + "\n")
    start = c.ago(rng.randint(90, 1500))
    d.t("Started: ")
    d.put(c.dt(start))
    d.t("   Prescriber: ")
    d.put(c.nm(c.cons, "t_full"))
    d.t("\n")
    if co == "US":
        d.t("Prior auth: ")
        d.p(ids.idnum(rng, "prior_auth"), "IDNUM")
        d.t(" (")
        d.p(c.insurer, "ORGANIZATION")
        d.t(", member ")
        d.p(pt["plan"][1], "HEALTHPLAN")
        d.t(", group ")
        d.p(ids.group_no(rng), "HEALTHPLAN")
        d.t(")\nSSN on file: ")
        d.p(pt["ssn"], "SSN")
        d.t("\n")
    elif co == "Canada":
        d.t("Coverage: ")
        d.p(c.insurer, "ORGANIZATION")
        d.t(" cert. ")
        d.p(ids.private_member(rng), "HEALTHPLAN")
        d.t("; SIN ")
        d.p(pt["ssn"], "SSN")
        d.t(" (patient support programme)\n")
    elif co == "Ireland":
        d.t("Funding: High Tech scheme; PPSN ")
        d.p(pt["ssn"], "SSN")
        d.t("\n")
    elif co == "Australia":
        d.t("PBS authority approval no. ")
        d.p(ids.idnum(rng, "ref"), "IDNUM")
        d.t("; private fund ")
        d.p(c.insurer, "ORGANIZATION")
        d.t(" member ")
        d.p(ids.private_member(rng), "HEALTHPLAN")
        d.t("\n")
    else:
        d.t("Funding: " + rng.choice(["NICE TA460", "Blueteq approved", "Pharmac special authority", "IFR approved"]) + ", ref ")
        d.p(ids.idnum(rng, "ref"), "IDNUM")
        d.t("\n")
    d.t("Homecare: ")
    d.p(rng.choice(PP.HOMECARE), "ORGANIZATION")
    d.t(", patient ref ")
    d.p(ids.account(rng, co), "ACCOUNT")
    d.t("; last batch ")
    d.p(ids.idnum(rng, "batch"), "IDNUM")
    d.t("\n\nPre-treatment screening:\n")
    for test in ["QuantiFERON-TB Gold Plus: negative", "HBsAg / anti-HBc: negative", "HIV 1+2: negative",
                 "VZV IgG: positive", "CXR: clear"]:
        d.t("  " + test + " (")
        d.put(c.dt(ids.add_days(start, -rng.randint(10, 60))))
        d.t(")\n")
    d.t("Vaccines: influenza ")
    d.put(c.dt(c.ago(rng.randint(30, 300)), rng.choice(["month_y", "mon_y"])))
    d.t(", pneumococcal (PPV23) ")
    d.put(c.dt(c.ago(rng.randint(300, 900)), "year"))
    d.t("\n\nMonitoring bloods:\n%-12s %-5s %-5s %-5s %-5s %-5s %-5s\n" % ("Date", "Hb", "WCC", "Neut", "ALT", "Creat", "CRP"))
    for k in (3, 2, 1):
        d.put(c.dt(c.ago(k * rng.randint(25, 45))))
        d.t("   %-5d %-5.1f %-5.1f %-5d %-5d %-5d\n" % (rng.randint(105, 160), rng.uniform(3, 11), rng.uniform(1.5, 8),
                                                     rng.randint(12, 80), rng.randint(50, 120), rng.randint(1, 25)))
    d.t("\nDisease activity: " + rng.choice(c.cond["find"]) + "; " + rng.choice(
        ["AC 0 cells both eyes", "vitreous haze 0.5+", "CST 298 µm, dry", "no flares since last review"]) + "\n")
    B.hard_neg(d, c, 1)
    d.t("Adverse effects: " + rng.choice(["none", "injection-site reactions", "recurrent URTIs", "mild fatigue day after"]) + "\n")
    d.s("Steroid-sparing: prednisolone now {x} mg (from 40 mg).\n", x=rng.choice(["5", "2.5", "7.5", "0"]))
    d.t("Shared care: GP ")
    d.put(c.nm(c.gp, "t_full"))
    d.t(", ")
    d.p(c.prac["name"], "HOSPITAL")
    d.t("; Rheumatology ")
    d.put(c.nm(c.staff("Dr"), "t_last"))
    d.t("\n")
    if rng.random() < .5:
        d.t("Infusion unit parking permit: reg ")
        d.p(ids.plate(rng, co), "VEHICLE")
        d.t("\n")
    if rng.random() < .5:
        d.s("Travel: going to {x} - letter given for carrying injections.\n",
            x=(rng.choice(["Portugal", "India", "Canada", "Greece", "Fiji", "Poland", "Jamaica", "Spain"]), "COUNTRY"))
    d.t("Next bloods due: ")
    d.put(c.dt(c.later(rng.choice([28, 42, 56, 84]))))
    d.t("\nCNS: ")
    d.put(c.nm(c.nurse, "full"))
    d.t(" (Uveitis Clinical Nurse Specialist), tel ")
    d.p(ids.ext(rng, c.hosp["tel"]), "PHONE")
    d.t("\nPharmacist: ")
    ph = c.staff("")
    d.put(c.nm(ph, "full"))
    d.t("\n")
    B.audit(d, c, c.nurse)
