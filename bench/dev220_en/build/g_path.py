"""Genres: dermatopathology report; biopsy procedure note."""
import phi
import parts
from phi import add_days, digits, letters

PATH_DX = [
    ("Basal cell carcinoma, nodular type", "Nests of basaloid cells with peripheral palisading and retraction artefact, arising from the epidermis.",
     "BerEP4 positive", "Peripheral margins clear (closest {m} mm); deep margin clear ({d} mm)."),
    ("Basal cell carcinoma, infiltrative and nodular types", "Thin cords and strands of basaloid cells infiltrating a sclerotic stroma with perineural sparing.",
     "", "Tumour extends to the deep margin. Re-excision or Mohs recommended."),
    ("Basal cell carcinoma, superficial type", "Buds of basaloid cells from the undersurface of the epidermis, multifocal.",
     "", "Lateral margin involved at one focus (shave specimen)."),
    ("Squamous cell carcinoma, well differentiated, invasive", "Atypical keratinocytes forming keratin pearls, invading to a depth of {t} mm, Clark level IV.",
     "p40 positive", "No perineural or lymphovascular invasion. Margins clear (closest {m} mm)."),
    ("Squamous cell carcinoma in situ (Bowen's disease)", "Full-thickness keratinocyte atypia with loss of maturation and parakeratosis.",
     "", "Completely excised."),
    ("Keratoacanthoma-type squamous cell carcinoma", "Cup-shaped crateriform lesion with glassy eosinophilic keratinocytes.",
     "", "Base involved; clinical correlation advised."),
    ("Actinic keratosis, hypertrophic", "Basal keratinocyte atypia, alternating para- and orthokeratosis, solar elastosis.",
     "", "Not applicable."),
    ("Seborrhoeic keratosis, irritated", "Acanthotic epidermis with horn cysts and squamous eddies.", "", "Not applicable."),
    ("Dysplastic (Clark) naevus with moderate architectural atypia", "Compound naevus with bridging of nests, lamellar fibroplasia and shouldering.",
     "", "Completely excised (closest {m} mm)."),
    ("Melanoma in situ, lentigo maligna type", "Confluent proliferation of atypical melanocytes along the dermoepidermal junction with adnexal extension.",
     "SOX10 and PRAME positive", "Peripheral margin clear by {m} mm."),
    ("Invasive melanoma, superficial spreading type", "Asymmetric junctional and dermal proliferation of atypical melanocytes with pagetoid spread.",
     "Melan-A, SOX10, PRAME positive; HMB-45 shows loss of maturation", "See synoptic report."),
    ("Dermatofibroma", "Dermal spindle cell proliferation with collagen trapping and epidermal hyperplasia.", "Factor XIIIa positive", "Not applicable."),
    ("Psoriasiform dermatitis, consistent with psoriasis", "Regular acanthosis, confluent parakeratosis with Munro microabscesses.",
     "PAS negative for fungi", "Not applicable."),
    ("Spongiotic dermatitis with eosinophils", "Spongiosis, superficial perivascular lymphocytes and eosinophils. Consider contact or drug reaction.",
     "", "Not applicable."),
]


def dermpath(n, c):
    rng = c.rng
    path = c.s("path")
    derm = c.s("derm") if rng.random() < 0.7 else c.s("gp")
    coll = c.visit
    rec = add_days(coll, rng.randrange(0, 3))
    rep = add_days(rec, rng.randrange(1, 7))
    acc = rng.choice(["S%02d-%s" % (coll.year % 100, digits(rng, 5)), "DP%02d-%s" % (coll.year % 100, digits(rng, 6)),
                      "%02d%s-%s" % (coll.year % 100, letters(rng, 2), digits(rng, 5)), "H%s" % digits(rng, 8)])
    k = rng.randrange(3)
    if k == 0:
        n.w("{lab}\n{addr}\nT {ph}  F {fx}\n", lab=(c.lab, "HOSPITAL"), addr=c.clinic_addr(), ph=(phi.au_phone(rng) if c.au else phi.us_phone(rng), "PHONE"),
            fx=(phi.au_phone(rng) if c.au else phi.us_phone(rng), "FAX"))
        if not c.au and rng.random() < 0.7:
            n.w("CLIA# {cl}\n", cl=("%02dD%s" % (rng.randrange(1, 55), digits(rng, 7)), "LICENSE"))
        n.t("\nDERMATOPATHOLOGY REPORT\n\n")
    elif k == 1:
        n.w("{lab} - Histopathology\n", lab=(c.lab.upper(), "HOSPITAL"))
    else:
        n.w("SURGICAL PATHOLOGY (SKIN)        {lab}\n", lab=(c.lab, "HOSPITAL"))
    st = rng.randrange(2)
    if st == 0:
        n.w("Accession No: {acc}\nPatient: {pt}   Sex: {sx}   DOB: {dob}   Age: {age}\n{ml}: {mrn}\n",
            acc=(acc, "IDNUM"), pt=c.pt.name("caps_rev"), sx=c.sex, dob=c.dob_v(), age=c.a(),
            ml="UR" if c.au else "MRN", mrn=(c.mrn, "MRN"))
        n.w("Collected: {d1}   Received: {d2}   Reported: {d3}\n", d1=c.d(coll), d2=c.d(rec), d3=c.d(rep))
    else:
        n.w("Lab No. {acc} | {pt} | {dob} | {sx} | {mrn}\n", acc=(acc, "IDNUM"), pt=c.pt.name(rng.choice(["caps", "rev"])),
            dob=c.dob_v(), sx=c.sex, mrn=(c.mrn, "MRN"))
        n.w("Date collected {d1}; date reported {d3}\n", d1=c.d(coll), d3=c.d(rep, rng.choice(c.styles)))
    n.w("Requesting clinician: {dr} ({cl})\n", dr=derm.dr(), cl=(c.clinic if derm.role == "derm" else c.gp_practice, "HOSPITAL"))
    if rng.random() < 0.5:
        n.w("Copy to: {gp}\n", gp=c.s("gp", 1).dr("dr_full"))
    if rng.random() < 0.4:
        n.w("Requisition: {rq}    Billing acct: {ac}\n", rq=("RQ" + digits(rng, 8), "IDNUM"), ac=(c.acct, "ACCOUNT"))
    nspec = rng.choice([1, 1, 1, 2, 2, 3])
    specs = []
    for i in range(nspec):
        specs.append((chr(65 + i), rng.choice(parts.SITES), rng.choice(["shave", "punch 4 mm", "punch 3 mm", "excision", "incisional", "curette"]),
                      rng.choice(PATH_DX)))
    n.t("\nCLINICAL NOTES:\n")
    n.t(rng.choice(["?BCC vs SCC. ", "Changing pigmented lesion, r/o melanoma. ", "Recurrent scaly lesion. ",
                    "Hx of multiple NMSC, on immunosuppression. ", "Rash - ?psoriasis ?eczema. ", "Clinical dx: "
                    + rng.choice(parts.DX_SHORT) + ". "]), typo=False)
    if rng.random() < 0.3:
        n.w("Previous melanoma {y}. ", y=c.d(c.dpast(700, 6000), "year"))
    n.nl()
    n.t("\nMACROSCOPIC:\n")
    for lab, site, typ, dx in specs:
        lab_name = c.pt.name(rng.choice(["caps", "caps_rev", "sur", "full"]))
        n.w("{l}. Container labelled \"{nm}, {site}\". ", l=lab, nm=lab_name, site=site)
        if typ.startswith("punch"):
            dia = int(typ.split()[1])
            dims = (dia, dia, rng.randrange(2, 6))
        elif typ in ("shave", "curette"):
            dims = (rng.randrange(4, 16), rng.randrange(3, 12), rng.randrange(1, 3))
        else:
            dims = (rng.randrange(8, 30), rng.randrange(4, 14), rng.randrange(2, 8))
        n.t("%s specimen of skin %d x %d x %d mm%s. %s\n" % ((typ.capitalize(),) + dims + (
                                                             rng.choice(["", " with a %d mm pigmented lesion" % rng.randrange(2, 9),
                                                                         " with central ulceration"]),
                                                             rng.choice(["Inked blue. AE 1 block.", "Bisected, AE.", "Trisected, 1 block.",
                                                                         "Serially sliced, AE in 3 blocks (A1-A3).", "Margins inked: 12 o'clock black."]))),
            typo=False)
    if rng.random() < 0.5:
        n.w("(Grossed by {g}.)\n", g=c.s("tech").dr(rng.choice(["full", "initials", "INIT"])))
    n.t("\nMICROSCOPIC:\n")
    for lab, site, typ, dx in specs:
        n.t("%s. %s " % (lab, dx[1].format(t="%.1f" % rng.uniform(0.4, 4.5))), typo=False)
        if dx[2]:
            n.t("Immunohistochemistry: %s. " % dx[2], typo=False)
        if dx[3] != "Not applicable.":
            n.t("Margins: " + dx[3].format(m="%.1f" % rng.uniform(0.2, 4), d="%.1f" % rng.uniform(0.3, 3)))
        n.nl()
    n.t("\nDIAGNOSIS:\n")
    for lab, site, typ, dx in specs:
        n.t("%s. Skin, %s (%s): %s.\n" % (lab, site, typ, dx[0].upper() if rng.random() < 0.5 else dx[0]), typo=False)
        if "Invasive melanoma" in dx[0]:
            b = rng.uniform(0.2, 2.6)
            n.t("   Synoptic: Breslow thickness %.1f mm; Clark level %s; ulceration %s; mitoses %d/mm2; "
                "TILs %s; regression %s; LVI absent; microsatellites absent; peripheral margin %.1f mm, deep margin %.1f mm; "
                "pT%s (AJCC 8th ed).\n" % (b, rng.choice(["II", "III", "IV"]), rng.choice(["absent", "present"]), rng.randrange(0, 6),
                                           rng.choice(["brisk", "non-brisk"]), rng.choice(["absent", "present <75%"]),
                                           rng.uniform(0.5, 5), rng.uniform(0.5, 4), "1a" if b < 0.8 else ("1b" if b <= 1.0 else "2a")), typo=False)
    if rng.random() < 0.5:
        n.t("\nComment: ")
        k2 = rng.randrange(3)
        if k2 == 0:
            n.w("Discussed with {dr} by phone on {d}.\n", dr=derm.dr("dr_sur"), d=c.d(rep))
        elif k2 == 1:
            n.w("Reviewed at intradepartmental consensus with {p2}.\n", p2=c.s("path", 1).dr("dr_full"))
        else:
            n.w("Compare with prior {acc2} ({d}).\n", acc2=("S%02d-%s" % ((coll.year - 1) % 100, digits(rng, 5)), "IDNUM"),
                d=c.d(c.dpast(300, 900), rng.choice(["mon_y", c.style])))
    n.nl()
    k3 = rng.randrange(3)
    if k3 == 0:
        n.w("Reported by: {p}\n", p=path.dr("full_cred"))
        if rng.random() < 0.5:
            n.w("Registrar: {r}\n", r=c.s("reg").dr("dr_full"))
        n.w("Authorised {d} {tm}\n", d=c.d(rep), tm="%02d:%02d" % (rng.randrange(8, 19), rng.randrange(60)))
    elif k3 == 1:
        n.w("{p}, Dermatopathologist\nElectronically verified {d}\n", p=path.dr("dr_full"), d=c.d(rep, rng.choice(["wd_au", "wd_us"])))
    else:
        n.w("Pathologist: {p}   ", p=path.dr("gi_cred"))
        n.v(c.license(path))
        n.nl()
    if rng.random() < 0.4:
        n.w("Report ID {r} | page 1 of 1 | results also at {u}\n", r=(letters(rng, 2) + digits(rng, 7), "IDNUM"),
            u=(rng.choice(["https://results.", "www."]) + phi.slug(c.lab)[:14] + rng.choice([".example.net", ".test", ".example.com"]) + "/r", "URL"))
    parts.audit(n, c, 0.25)


# ----------------------------------------------------------------------------
def biopsy(n, c):
    rng = c.rng
    derm = c.s("derm") if rng.random() < 0.75 else c.s("np" if not c.au else "reg")
    nurse = c.s("nurse")
    typ = rng.choice(["shave", "shave", "punch", "punch", "excisional", "incisional", "saucerisation"])
    site = rng.choice(parts.SITES)
    terse = rng.random() < 0.4
    if rng.random() < 0.5:
        parts.header(n, c, rng.choice(["Procedure Note: Skin Biopsy", "BIOPSY PROCEDURE NOTE", "Procedure - %s biopsy" % typ]),
                     provider=derm, show_addr=False)
    else:
        n.w("{typ} BIOPSY - {d} {tm}\n{pt} / {mrn} / DOB {dob}\n", typ=typ.upper(), d=c.dv(), tm="%02d:%02d" % (rng.randrange(8, 17), rng.randrange(60)),
            pt=c.pt.name(rng.choice(["caps_rev", "full", "rev"])), mrn=(c.mrn, "MRN"), dob=c.dob_v())
        if rng.random() < 0.5:
            n.w("Location: {cl}, procedure room {r}\n", cl=(c.clinic, "HOSPITAL"), r=(str(rng.randrange(1, 9)), "LOCATION_OTHER"))
        n.nl()
    dx = rng.choice(["r/o BCC", "?SCC", "?melanoma", "r/o MIS / LM", "?IEC", "?KA", "atypical naevus", "rash - ?lichen planus",
                     "?DLE", "changing lesion", "?Merkel cell carcinoma (unlikely)", "?porokeratosis"])
    n.w("Indication: {dx}. Lesion {sz} mm on {site}.\n", dx=dx, sz="%d x %d" % (rng.randrange(3, 20), rng.randrange(3, 15)), site=site)
    if rng.random() < 0.5:
        n.w("Pt {ap}. ", ap=c.age_phrase())
    n.t(rng.choice(["Anticoagulant: nil.", "On apixaban - not withheld.", "Takes aspirin - continued.", "Warfarin, INR 2.6 today."]) + " ", typo=False)
    n.t(rng.choice(["No pacemaker.", "Pacemaker in situ - no diathermy used.", "Nil implantable devices."]) + "\n")
    if rng.random() < 0.25:
        n.w("Device: {mk} ICD, SN {sn}; electrocautery avoided.\n", mk=rng.choice(["Medtronic", "Boston Scientific", "Abbott"]),
            sn=(letters(rng, 3) + digits(rng, 6), "DEVICE"))
    n.t("\nConsent: ")
    k = rng.randrange(3)
    if k == 0:
        n.t("Risks (bleeding, infection, scar, recurrence, nerve damage) discussed; written consent obtained.\n")
    elif k == 1:
        n.w("verbal consent from pt; {rel} {f} present.\n", rel=c.fam_rel, f=c.fam.name(rng.choice(["given", "full"])))
    else:
        n.w("Signed consent scanned. Interpreter {i} ({lang}) via phone.\n", i=c.s("scribe", 2).dr("full"),
            lang=rng.choice(["Vietnamese", "Greek", "Italian", "Spanish", "Mandarin", "Arabic"]))
    n.w("Time-out completed with {nu}{tm}. Site confirmed with patient and photographed.\n", nu=nurse.dr(rng.choice(["full_cred", "given", "full"])),
        tm=" at %02d:%02d" % (rng.randrange(8, 17), rng.randrange(60)) if rng.random() < 0.5 else "")
    n.t("\nProcedure:\n" if not terse else "\nProc: ")
    vol = "%.1f" % rng.uniform(0.5, 4)
    anaes = rng.choice(["1% lidocaine with adrenaline 1:100,000", "1% lignocaine w/ adrenaline", "2% lidocaine plain",
                        "1% lidocaine with epinephrine buffered with NaHCO3"])
    n.t("Prepped with %s. Local anaesthesia %s, %s mL. " % (rng.choice(["chlorhexidine 0.5%", "alcohol swab", "povidone-iodine"]), anaes, vol), typo=False)
    if typ == "punch":
        n.t("%d mm punch biopsy taken to subcutaneous fat. Closed with %s x%d. " % (rng.choice([3, 4, 6]), rng.choice(["4-0 nylon", "5-0 Prolene", "4-0 Ethilon"]), rng.randrange(1, 4)), typo=False)
    elif typ in ("shave", "saucerisation"):
        n.t("Deep shave with %s. Haemostasis with aluminium chloride%s. " % (rng.choice(["DermaBlade", "#15 blade", "flexible blade"]),
                                                                                rng.choice(["", " and light hyfrecation"])), typo=False)
    else:
        n.t("Elliptical %s excision, %d mm margins, along relaxed skin tension lines. Layered closure 4-0 Vicryl / 5-0 nylon. " %
            (typ, rng.choice([1, 2, 2, 3])), typo=False)
    n.t("EBL minimal. Tolerated well. Vaseline and Mepore/Band-Aid applied.\n", typo=False)
    n.t("\nSpecimen: ")
    k2 = rng.randrange(3)
    spec = rng.choice(["SP-", "", "B", "REQ "]) + digits(rng, rng.choice([6, 7, 8]))
    if k2 == 0:
        n.w("labelled A, sent in formalin to {lab}, req {rq}.\n", lab=(c.lab, "HOSPITAL"), rq=(spec.replace("REQ ", ""), "IDNUM"))
    elif k2 == 1:
        n.w("1 container to {lab} (order # {rq}); courier pick-up {tm}.\n", lab=(c.lab, "HOSPITAL"), rq=(spec.replace("REQ ", ""), "IDNUM"),
            tm="%d:%02d pm" % (rng.randrange(1, 5), rng.choice([0, 30])))
    else:
        n.t("to histology (tracking label attached).\n")
    n.t("\nAftercare: keep dry 24-48 h, then daily wash and petrolatum. ")
    if typ == "punch" or typ in ("excisional", "incisional"):
        n.w("ROS {d} ", d=c.d(add_days(c.visit, rng.choice([7, 10, 14])), rng.choice([c.style, "wds_au" if c.au else "wds_us", "d_mon" if c.au else "mon_d"])))
        n.t(rng.choice(["with practice nurse.", "at GP.", "here.", ""]) + "\n")
    else:
        n.nl()
    k3 = rng.randrange(3)
    if k3 == 0:
        n.w("Results in 7-10 days; we will call on {ph}.\n", ph=(c.mobile, "PHONE"))
    elif k3 == 1:
        n.w("Result letter to be mailed to {a}.\n", a=c.addr_line())
    else:
        n.t("Results to be released to the patient portal.\n")
    if rng.random() < 0.5:
        n.w("Performed by: {dr}\nAssisted by: {nu}\n", dr=derm.dr("full_cred"), nu=nurse.dr("full_cred"))
        if rng.random() < 0.3:
            n.w("Visit #{ac}\n", ac=(c.acct, "ACCOUNT"))
        parts.audit(n, c, 0.5)
    else:
        parts.signature(n, c, who=derm)
        parts.audit(n, c, 0.3)
