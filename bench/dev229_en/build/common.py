"""Shared note furniture: headers, letterheads, signatures, audit footers, med lists."""
import phi as F
import clinical as CL


def banner(doc, c, title=None, loc=True, enc=True):
    """EHR-style patient banner; several house styles."""
    r = c.rng
    k = r.randrange(5)
    if k == 0:
        doc.w(c.P("LF"), "    ", c.mrn_label(), ("MRN", c.mrn), "    DOB: ", c.dobi(), " (", c.age_items("unit"),
              ")    Sex: ", c.sex, "\n")
        if enc:
            doc.w("Acct: ", ("ACCOUNT", c.acct), "    Encounter: ", c.D(c.d0), "\n")
        if loc:
            doc.w("Location: ", ("HOSPITAL", c.ward), " Rm ", ("LOCATION_OTHER", c.room), "\n")
    elif k == 1:
        doc.w("Patient: ", c.P("full"), "\n", c.mrn_label(), ("MRN", c.mrn), "   DOB ", c.dobi(), "   ",
              c.age_items("sex"), "\n")
        if enc:
            doc.w("Visit #: ", ("ACCOUNT", c.acct), "\n")
    elif k == 2:
        doc.w("NAME: ", c.P("LF"), " | ", c.mrn_label().strip(), " ", ("MRN", c.mrn), " | DOB: ", c.dobi(), " | ",
              c.age_items("yo"), " ", c.sex, "\n")
        if loc:
            doc.w(("HOSPITAL", c.hosp), " | ", ("HOSPITAL", c.ward), " | Bed ", ("LOCATION_OTHER", c.bed), "\n")
    elif k == 3:
        # addressograph sticker, typical of AU paper-to-scan records
        doc.w("[PATIENT LABEL]\nSURNAME: ", c.P("LAST"), "   GIVEN: ", c.P("first"), "\n", c.mrn_label(), ("MRN", c.mrn),
              "   DOB ", c.dobi(), "   ", c.sex, "\n", c.addr_items(), "\n")
        if c.country == "AU":
            doc.w("Medicare: ", ("HEALTHPLAN", c.medicare), "\n")
        else:
            doc.w(c.plan_items(), "\n")
    else:
        doc.w(c.P("CAPS"), " (", c.mrn_label().strip(), " ", ("MRN", c.mrn), ")  ", c.age_items("yo"), " ",
              "male" if c.sex == "M" else "female", "  DOB: ", c.dobi(), "\n")
    if title:
        doc.t(title + "\n")


def letterhead(doc, c, dept="Division of Pediatric Hematology/Oncology"):
    r = c.rng
    doc.w(("HOSPITAL", c.hosp), "\n", dept, "\n", c.hosp_addr_items(), "\n")
    k = r.randrange(3)
    if k == 0:
        doc.w("Tel ", ("PHONE", c.hosp_ph), "  Fax ", ("FAX", c.hosp_fax), "\n")
    elif k == 1:
        doc.w("Phone: ", ("PHONE", c.hosp_ph), " | Fax: ", ("FAX", c.hosp_fax), " | ", ("URL", c.hosp_url), "\n")
    else:
        doc.w("P ", ("PHONE", c.hosp_ph), " F ", ("FAX", c.hosp_fax), "\n")


def sign(doc, c, role="onc", cred=None, style=None, when=None, title_line=None):
    r = c.rng
    p = c.person(role)
    cred = cred or ("MD" if c.country == "US" else r.choice(["MBBS FRACP", "MBBS", "MB ChB FRACP", "BMed FRACP"]))
    when = when or c.d0
    if style is None:
        style = r.randrange(6)
    if style == 0:
        doc.w("Electronically signed by ", ("DOCTOR", p.form("full")), ", ", cred, " on ", c.D(when), " at ",
              "%02d:%02d" % (r.randint(7, 22), r.randint(0, 59)), "\n")
    elif style == 1:
        doc.w("\n", ("DOCTOR", p.form(r.choice(["full", "fml"]))), ", ", cred, "\n", title_line or "Attending Physician", "\n")
        doc.w(c.lic(role), "\n")
        doc.w(r.choice(["Pager ", "Pgr: ", "pager "]), ("PHONE", F.pager(r)), "\n")
    elif style == 2:
        doc.w("\nDr ", ("DOCTOR", p.form("full")), "\n", title_line or r.choice(["Pediatric Oncologist", "Staff Specialist, Hematology/Oncology", "Consultant"]), "\n")
        doc.w(c.lic(role), "\n")
    elif style == 3:
        t = c.person("transcr")
        doc.w("\n", ("DOCTOR", p.form("fml")), " ", cred, "\nDD: ", c.D(when), "  DT: ", c.D(F.add_days(when, r.randint(0, 2))),
              "\n", ("DOCTOR", p.form("init2")), "/", ("DOCTOR", t.form("initlow")), "\n")
    elif style == 4:
        doc.w("-- ", ("DOCTOR", p.form(r.choice(["first_li", "fi_last", "full"]))), " ", cred, ", ", c.D(when), " ",
              "%02d%02d" % (r.randint(7, 22), r.randint(0, 59)), "\n")
    else:
        doc.w("\nSigned: ", ("DOCTOR", p.form("full")), " (", cred, ")  ", c.D(when), "\nContact: ", ("EMAIL", F.email(p, r, r.choice(["example.org", "example.net", "health.example.org"]))),
              " / ", r.choice(["ext ", "ext. ", "x"]), ("PHONE", "%d" % r.randint(2000, 79999)), "\n")


def audit(doc, c, p_role="resident", prob=0.5):
    r = c.rng
    if r.random() > prob:
        return
    p = c.person(p_role)
    k = r.randrange(4)
    if k == 0:
        doc.w("\n[Printed by ", ("USERNAME", F.username(p, r)), " from ", ("IPADDR", F.ipaddr(r)), " on ", c.D(F.add_days(c.d0, r.randint(0, 30))),
              " ", "%02d:%02d" % (r.randint(0, 23), r.randint(0, 59)), "]\n")
    elif k == 1:
        doc.w("\nLast edited: ", ("USERNAME", F.username(p, r)), " @ ", c.D(c.d0), " ", "%02d:%02d" % (r.randint(0, 23), r.randint(0, 59)),
              "  (workstation ", ("IPADDR", F.ipaddr(r)), ")\n")
    elif k == 2:
        doc.w("\nCONFIDENTIAL - contains health information. Page 1 of ", str(r.randint(1, 3)), ". User: ", ("USERNAME", F.username(p, r)), "\n")
    else:
        doc.w("\nAudit: created ", c.D(c.d0), " by ", ("USERNAME", F.username(p, r)), "; source host ", ("IPADDR", F.ipaddr(r)), "\n")


def medlist(doc, c, n=None, bullet="- "):
    r = c.rng
    dx = c.dx
    n = n or r.randint(3, 7)
    drugs = r.sample(dx["drugs"], min(len(dx["drugs"]), max(1, n // 2))) + r.sample(CL.SUPPORTIVE, n - n // 2)
    for d in drugs:
        doc.t(bullet + d + "\n")


def exam(doc, c, febrile=False, terse=False):
    r = c.rng
    bits = []
    bits.append(r.choice(["Alert, interactive, pale", "Tired but rousable, GCS 15", "Well-appearing, playing on iPad",
                          "Miserable, clingy to " + c.mum_word, "Pale, mildly Cushingoid", "NAD, watching TV"]))
    bits.append(r.choice(["HEENT: mucositis grade 2, no thrush", "ENT: no oral ulcers, TMs clear", "Mouth: mild mucositis, lips cracked",
                          "HEENT: PERRL, no papilledema"]))
    bits.append(r.choice(["CVS: HS I+II, no murmur, CRT <2 s", "CV: tachycardic, flow murmur 2/6, cap refill 2 s",
                          "Heart RRR, no murmur"]))
    bits.append(r.choice(["Resp: clear, no increased WOB", "Chest clear bilaterally", "Lungs: scattered crackles R base"]))
    bits.append(r.choice(["Abdo: soft, NT, spleen tip palpable", "Abd: soft, liver 2 cm BCM, no masses", "Abdomen soft non-tender, no HSM"]))
    bits.append(r.choice(["Line site: clean, no erythema or tenderness along tunnel", "CVAD exit site: mild erythema 3 mm, no discharge",
                          "Port site clean and dry, no swelling", "PICC insertion site clean, arm circumference unchanged"]))
    bits.append(r.choice(["Skin: scattered petechiae on legs, bruising shins", "Skin: no rash", "Skin: alopecia, dry skin, nil rash",
                          "Perianal area intact"]))
    if not terse:
        bits.append(r.choice(["Neuro: grossly intact, no foot drop, reflexes reduced", "Neuro: jaw pain (vincristine), power 5/5",
                              "CNS: Babinski downgoing, no meningism", "Neuro: mild truncal ataxia, unchanged"]))
    sep = "\n" if r.random() < 0.6 else "; "
    doc.t(sep.join(bits) + ("\n" if sep == "\n" else ".\n"))


def an(word):
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


TL = {
    "leuk": ["Diagnosis: BMA/LP, CNS1", "Induction commenced", "Day 8 PB MRD %s" % "0.8%", "Day 29 BMA: MRD <0.01%",
             "Consolidation started", "HD-MTX #1", "Delayed intensification", "Maintenance commenced", "CVAD inserted",
             "Admission - FN, blood cx negative", "PEG-asparaginase hypersensitivity - switched to Erwinia"],
    "lymph": ["Excision biopsy L neck node", "PET-CT staging", "Cycle 1 commenced", "Interim PET: Deauville 2",
              "Port inserted", "Cycle 3", "End of treatment PET"],
    "solid": ["Biopsy under GA", "Staging CT/MRI + bone scan", "Port inserted", "Cycle 1", "Response imaging",
              "Local control surgery", "Radiotherapy started", "Stem cell harvest", "Cycle 6"],
    "cns": ["Posterior fossa resection", "Post-op MRI: no residual", "EVD removed", "Craniospinal RT started",
            "RT completed", "Maintenance cycle 1"],
    "heme": ["Diagnosis", "First red cell transfusion", "Chelation started", "TCD screening", "hATG/CsA commenced",
             "Sibling HLA typing sent", "Day 90 response assessment"],
}


def timeline(doc, c, n=None, header=None):
    r = c.rng
    ev = TL[c.dx["cat"]]
    n = min(len(ev), n or r.randint(3, 6))
    doc.t(header or r.choice(["Treatment timeline:\n", "Key dates:\n", "Onc history:\n", "TREATMENT HISTORY\n"]))
    d = c.dxdate
    for e in ev[:n]:
        if r.random() < 0.25:
            doc.w("  ", c.Dm(d), "  ", e, "\n")
        else:
            doc.w("  ", c.D(d), r.choice(["  ", " - ", ": "]), e, "\n")
        d = F.add_days(d, r.randint(3, 40))
        if d > c.d0:
            break


LATE_NOISE = ["Brodsky hearing grade 1", "Chang grade 2a hearing loss", "Beery VMI low average", "Tanner stage 2", "Karnofsky 90"]


def noise(c, k=1, kind="any"):
    pool = [x for x in CL.EPONYM_NOISE if x not in LATE_NOISE] if kind == "exam" else CL.EPONYM_NOISE
    return "; ".join(c.rng.sample(pool, k))
