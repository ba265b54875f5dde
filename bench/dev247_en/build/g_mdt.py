"""Genres: head and neck MDT outcome, histopathology report, urgent referral (dev247_en)."""
import datetime

import pools
from blocks import at, audit, cty, dx_line, ecog, id_header, ins, labs, make_case, meds, ref, sign, social
from core import P, nm

TD = datetime.timedelta

SYMPTOMS = {
    "tongue": ["non-healing ulcer of the {side} tongue", "painful {side} tongue ulcer and otalgia",
               "white patch on the {side} tongue that became painful"],
    "fom": ["painful lump in the floor of mouth", "ulcer under the tongue, lower denture no longer fits"],
    "buccal": ["white patch {side} buccal mucosa that became painful", "cheek ulcer and trismus"],
    "rmt": ["pain behind the {side} lower wisdom tooth area, trismus", "ulcer {side} retromolar region"],
    "lalv": ["loose lower teeth and swelling of the {side} mandible", "ill-fitting lower denture and ulceration",
             "non-healing extraction socket {side} lower jaw"],
    "maxilla": ["loose upper teeth, {side} nasal obstruction and blood-stained discharge",
                "palatal swelling, denture no longer fits", "numb {side} cheek and epiphora"],
    "oph": ["painless lump {side} neck (level II)", "sore throat with {side} referred otalgia",
            "muffled voice and {side} neck swelling"],
    "larynx": ["hoarse voice", "progressive hoarseness and intermittent stridor", "change in voice, throat pain"],
    "hypo": ["dysphagia to solids and weight loss", "odynophagia and {side} otalgia"],
    "parotid": ["{side} parotid swelling with facial weakness (House-Brackmann III)",
                "rapidly enlarging {side} pre-auricular mass"],
    "npx": ["{side} hearing loss with middle ear effusion and upper neck mass", "epistaxis and diplopia"],
    "skin": ["pre-auricular swelling 8 months after excision of scalp SCC elsewhere"],
    "orn": ["exposed bone {side} mandible, trismus and orocutaneous fistula",
            "pain and pathological fracture {side} mandible after extraction"],
}


def symptom(ctx, c):
    return ctx.ch(SYMPTOMS.get(c.key, SYMPTOMS.get(c.group))).format(side=c.side)


def imaging_text(ctx, c):
    r = ctx.r
    if c.group == "orn":
        return f"sequestrum and cortical destruction {c.side} body of mandible over {r.randint(20, 45)} mm, no recurrence"
    s = f"{ctx.sp('tumour', 'tumor')} {r.randint(12, 48)} mm"
    if c.group == "oral":
        s += f", radiological DOI ~{c.doi} mm"
        s += ctx.ch([", no cortical erosion", ", abuts lingual cortex", ", medullary invasion"])
    if c.N == "0":
        s += "; no pathological cervical lymphadenopathy"
    else:
        s += f"; {ctx.ch(['necrotic', 'rounded', 'cystic'])} {c.side} level {ctx.ch(['Ib', 'IIa', 'III'])} node {r.randint(11, 38)} mm"
    return s


def attendees(ctx, n, k):
    roles = [("surgeon", "OMFS"), ("surgeon", "ENT"), ("oncologist", ctx.sp("Clinical Oncology", "Radiation Oncology")),
             ("oncologist", "Medical Oncology"), ("radiologist", "Radiology"), ("pathologist", "Pathology"),
             ("slt", "SLT"), ("dietitian", "Dietetics"), ("cns", "CNS"), ("restorative", "Restorative"),
             ("registrar", "StR"), ("coordinator", "MDT co-ord")]
    pick = roles[:2] + ctx.r.sample(roles[2:], k - 2)
    for i, (role, lab) in enumerate(pick):
        p = ctx.new_clin(role) if i else ctx.clin(role)
        form = ctx.ch(["title_init_sur", "title_sur", "full", "init_sur_nodot"])
        n(nm(p, form), f" ({lab})", ", " if i < len(pick) - 1 else "\n")


def outcome(ctx, n, c):
    sur = ctx.clin("surgeon")
    onc = ctx.clin("oncologist")
    n(ctx.ch(["OUTCOME / RECOMMENDATIONS:\n", "MDT Outcome:\n", "Recommendation:\n", "PLAN\n"]))
    items = []
    if c.surgical:
        items.append(["Surgery: ", c.proc, ". Provisional theatre date ", ctx.D(c.surg), " (", nm(sur, "title_sur"),
                      ")."])
        items.append(["Adjuvant treatment to be decided on final histology (re-discuss at MDT ", ctx.Dn(c.surg + TD(days=14)),
                      ")."])
        items.append(["Pre-op: SLT and dietetic baseline, anaesthetic pre-assessment, CPET if possible."])
    else:
        items.append([f"Primary {'chemo' if c.chemo else ''}radiotherapy: {c.rt_dose}" + (f" with {c.chemo}" if c.chemo else "")
                      + ". Clinical oncology (", nm(onc, "title_sur"), ") to see in clinic ", ctx.Dn(c.mdt + TD(days=ctx.r.randint(2, 8))), "."])
        items.append([f"Prophylactic {ctx.ch(['PEG', 'RIG'])} before start of treatment; dietetic review."])
    items.append(["Restorative dental assessment + OPG (", nm(ctx.clin("restorative"), ctx.ch(["title_sur", "full"])),
                  ") - extractions to be completed >=10 days before RT."])
    if ctx.p(0.5):
        items.append([ctx.ch(["Clinical trial: not eligible (PS/renal function).", "Screened for trial - CRN to approach.",
                              "Hearing baseline (PTA) before cisplatin.", "Refer smoking cessation service."])])
    if ctx.p(0.4):
        items.append(["Holistic needs assessment; patient's ", ctx.pt.kin.rel, " ", nm(ctx.pt.kin, "given"),
                      " would like to attend the results appointment."])
    bullet = ctx.ch(["{i}. ", "- ", "* ", "{i}) "])
    for i, it in enumerate(items, 1):
        n(bullet.replace("{i}", str(i)), it, "\n")


def mdt(ctx, n):
    c = make_case(ctx, ctx.r.randint(10, 35))
    at(ctx, c.mdt)
    pt = ctx.pt
    sur, coord, cns = ctx.clin("surgeon"), ctx.clin("coordinator"), ctx.clin("cns")
    us = ctx.c == "US"
    title = {"UK": ctx.ch(["HEAD & NECK CANCER MDT OUTCOME", "Head and Neck MDT - Outcome Form",
                           "H&N Multidisciplinary Team Meeting: Outcome"]),
             "US": ctx.ch(["Multidisciplinary Head and Neck Tumor Board - Case Summary",
                           "HEAD & NECK TUMOR BOARD NOTE"]),
             "NZ": ctx.ch(["Regional Head & Neck MDM - Outcome", "HEAD AND NECK MDM SUMMARY"])}[ctx.c]
    n(title, "\n")
    n(ctx.ch(["Meeting date: ", "Date of meeting: ", "MDT date: "]), ctx.D(c.mdt), "  ", ctx.time())
    if ctx.p(0.6):
        k = ctx.r.random()
        if k < 0.4:
            n("   Venue: ", P(ctx.hosp, "HOSPITAL"), ", Seminar Room ", P(str(ctx.r.randint(1, 9)), "LOCATION_OTHER"))
        elif k < 0.7:
            n("   Location: ", P(ctx.ch(pools.BUILDINGS), "LOCATION_OTHER"), ", level ", str(ctx.r.randint(1, 6)),
              " (hybrid, link ", P(ctx.url(f"/vc/room/{ctx.dig(6)}"), "URL"), ")")
        else:
            n("   Conf Rm ", P(f"{ctx.r.randint(1, 8)}{ctx.ch('ABCD')}", "LOCATION_OTHER"))
    n("\n")
    n("Chair: ", nm(sur, ctx.ch(["title_sur", "title_full"])), ctx.ch(["    Coordinator: ", " | Co-ordinator: "]),
      nm(coord, ctx.ch(["full", "given_init"])))
    if ctx.p(0.4):
        n(" (", P(ctx.phone() + ctx.ext(), "PHONE"), ")")
    n("\n")
    ref(ctx, n)
    n("\n\n")
    id_header(ctx, n, gp=ctx.p(0.5), kin=ctx.p(0.2))
    if ctx.p(0.7):
        rd = ctx.new_clin("gp") if ctx.p(0.5) else ctx.clin("dentist")
        n("Referred by: ", nm(rd, ctx.ch(["title_sur", "title_init_sur"])), " (", P(ctx.hosp2 if ctx.p(0.5) else
                                                                                     ctx.ch(pools.GP_PRACTICES[ctx.c] + pools.DENTAL), "HOSPITAL"),
          ") on ", ctx.D(c.ref))
        if ctx.c == "UK" and ctx.p(0.6):
            n(f" - 2WW, pathway day {ctx.r.randint(14, 58)}/62")
        n("\n")
    if us and ctx.p(0.4):
        n("Encounter #: ", P(ctx.acct(), "ACCOUNT"), "\n")
    n("\n", ctx.ch(["Clinical summary:\n", "HISTORY\n", "Presentation: "]))
    ast = ctx.ch(["-year-old", "yo", "M", "y", "word", "y/o"])
    n(ctx.age(ast), " " + pt.sex_word if ast != "M" and ctx.p(0.6) else "",
      ctx.ch([" presented with ", " referred with ", ". Hx of "]), symptom(ctx, c), " since ", ctx.Dp(c.onset), ". ")
    if ctx.p(0.5):
        n(ctx.ch(["Seen by ", "Examined by "]), nm(ctx.clin("registrar"), ctx.ch(["title_sur", "full"])), " in ",
          ctx.ch(["rapid access clinic", "2WW clinic", "ENT clinic", "OMFS clinic"]), " ", ctx.Dn(c.ref + TD(days=7)), ". ")
    n("\n")
    social(ctx, n, ctx.r.randint(2, 3))
    n("\n")
    if c.group != "orn":
        n(ctx.ch(["Biopsy ", "Histology: ", "Path: "]), ctx.D(c.bx), " (", ctx.ch(["lab no. ", "acc ", ""]),
          P(ctx.accession(), "IDNUM"), "): ", c.histo)
        if c.group == "oral":
            n(f", DOI {c.doi} mm")
        if c.group == "oph":
            n(", p16 ", "positive (block-type staining)" if c.p16 else "negative", ctx.ch(["", ", HPV ISH pending"]))
        n(".\n")
    mod = ctx.ch(["MRI neck", "CT neck/thorax", "MRI face and neck", "PET-CT"])
    n(ctx.ch(["Imaging: ", "Radiology: "]), mod, " ", ctx.D(c.img), " (", P(ctx.accession("rad"), "IDNUM"), "): ",
      imaging_text(ctx, c), ". ")
    if ctx.p(0.6):
        n("CT thorax ", ctx.Dn(c.img + TD(days=ctx.r.randint(0, 5))), ": ",
          ctx.ch(["no pulmonary metastases", "4 mm indeterminate nodule RLL - for interval CT", "emphysema, no mets"]), ".")
    n("\n")
    n("Stage: ", dx_line(ctx, c), "\n")
    n(f"PS: {ecog(ctx)}.  ", "ACE-27: ", ctx.ch(["none", "mild", "moderate", "severe"]), ". ")
    n("Comorbidities: ", ", ".join(ctx.r.sample(["T2DM (HbA1c 61 mmol/mol)", "AF", "COPD (FEV1 1.4 L)", "IHD (PCI)",
                                                  "CKD 3a", "hypertension", "alcohol excess", "hepatitis C (treated)",
                                                  "previous CVA", "obesity (BMI 34)", "osteoporosis on alendronate"], 2)), "\n")
    if ctx.p(0.5):
        n("Bloods: ", labs(ctx), "\n")
    if ctx.p(0.4):
        n("Meds: ", "; ".join(meds(ctx, 4)), "\n")
    n("\n")
    outcome(ctx, n, c)
    n("\n", ctx.ch(["Key worker: ", "CNS / key worker: "]), nm(cns, ctx.ch(["full", "full_cred"])),
      ctx.ch([" tel ", ", "]), P(ctx.phone(), "PHONE"), "\n")
    if ctx.p(0.6):
        n("Patient ", ctx.ch(["informed of outcome by", "to be told by", "aware - discussed with"]), " ",
          nm(sur, ctx.ch(["title_sur", "init_sur"])), " in clinic ", ctx.Dn(c.mdt + TD(days=ctx.r.randint(1, 9))), ".\n")
    if ctx.p(0.6):
        n("\nPresent: ")
        attendees(ctx, n, ctx.r.randint(4, 8))
    if us and ctx.p(0.5):
        n("Note prepared by ", nm(ctx.clin("scribe"), "full"), ", scribe, for ", nm(sur, "title_sur"), ".\n")
    audit(ctx, n, coord, 0.45)


# ------------------------------------------------------------------ histopathology
def pathology(ctx, n):
    c = make_case(ctx, -ctx.r.randint(4, 12))
    res = c.surgical and ctx.p(0.75)
    rep = c.surg + TD(days=ctx.r.randint(4, 12)) if res else c.bx + TD(days=ctx.r.randint(2, 6))
    recv = c.surg if res else c.bx
    at(ctx, rep)
    us = ctx.c == "US"
    path, sur = ctx.clin("pathologist"), ctx.clin("surgeon")
    acc = ctx.accession()
    n(ctx.ch(["HISTOPATHOLOGY REPORT", "Cellular Pathology Report", "SURGICAL PATHOLOGY REPORT", "Histology"]),
      "  -  ", P(ctx.hosp, "HOSPITAL"), ctx.ch([" Laboratory", " Department of Pathology", ""]), "\n")
    n(ctx.ch(["Lab no: ", "Accession #: ", "Specimen no. "]), P(acc, "IDNUM"), "    Received: ", ctx.D(recv), " ",
      ctx.time(), "    Reported: ", ctx.D(rep), "\n")
    id_header(ctx, n, ctx.ch(["bar", "grid", "lines"]), addr=False)
    n(ctx.ch(["Requesting clinician: ", "Clinician: ", "Submitting physician: "]), nm(sur, ctx.ch(["title_sur", "title_init_sur",
                                                                                              "sf_init"])))
    n("   Location: ", P(ctx.ward, "HOSPITAL") if res else ctx.ch(["OMFS OPD", "ENT clinic", "DSU"]))
    if res and ctx.p(0.5):
        n(", bed ", P(str(ctx.r.randint(1, 30)), "LOCATION_OTHER"))
    n("\n")
    if ctx.p(0.3):
        n("Copy to: ", nm(ctx.clin("oncologist"), "title_sur"), ", ", P(ctx.hosp2, "HOSPITAL"), "\n")
    n("\nClinical details: ")
    if res:
        n(c.proc, ". Biopsy ", P(ctx.accession(), "IDNUM"), " (", ctx.Dn(c.bx), ") showed SCC. ", c.tstage.replace("p", "c", 1), ".\n")
    else:
        n(symptom(ctx, c), ". ", ctx.ch(["?SCC", "Clinically malignant", "Query recurrence"]), ". ",
          ctx.ch(["Incisional biopsy", "Punch biopsy", "EUA + biopsy", "FNA level II node + core"]), ".\n")
    n("\nSpecimens:\n")
    specs = ([f"{c.proc.split(',')[0]} (stitch anterior, double stitch superior)", f"{c.side} neck dissection levels I-IV",
              "additional deep margin", f"{c.side} level IIb node (separate)"] if res else
             [f"biopsy {c.side} {c.site}", "further biopsy edge of lesion"])
    specs = specs[:ctx.r.randint(2, len(specs))]
    for i, s in enumerate(specs):
        n(f"{'ABCD'[i]}. {s}\n")
    r = ctx.r
    n("\nMacroscopy:\n")
    if res:
        n(f"A. Received fresh: specimen {r.randint(30, 95)} x {r.randint(20, 60)} x {r.randint(10, 40)} mm with "
          f"ulcerated {ctx.sp('tumour', 'tumor')} {r.randint(10, 45)} mm. Inked: deep black, anterior blue, posterior green. "
          f"Blocks A1-A{r.randint(8, 24)}.\n")
        n(f"B. Fibrofatty tissue {r.randint(80, 160)} x {r.randint(40, 90)} x {r.randint(15, 35)} mm including "
          f"submandibular gland (levels separated by surgeon). All nodes embedded.\n")
    else:
        n(f"A. {r.randint(2, 3)} fragments, largest {r.randint(3, 9)} mm. All embedded (A1).\n")
    n("\nMicroscopy:\n", c.histo.capitalize(), ". ")
    n(ctx.ch(["Worst pattern of invasion 4 (small islands). ", "Cohesive front. ", "WPOI-5 (satellite 1.2 mm). "]))
    n(f"Perineural invasion {ctx.ch(['present', 'not identified', 'present (nerve 0.3 mm)'])}; "
      f"lymphovascular invasion {ctx.ch(['not identified', 'present'])}.\n")
    if res:
        pos = r.randint(0, 4)
        tot = r.randint(18, 52)
        n(f"\nSynoptic ({ctx.sp('RCPath dataset', 'CAP protocol')}):\n")
        rows = [("Site", f"{c.side} {c.site}"), ("Histological type", c.histo.split(",")[0]),
                ("Max dimension", f"{r.randint(9, 48)} mm"), ("Depth of invasion", f"{c.doi} mm"),
                ("Closest margin", f"deep {r.randint(1, 9)}.{r.randint(0, 9)} mm ({ctx.ch(['clear', 'close'])})"),
                ("Bone invasion", ctx.ch(["not applicable", "cortical only", "medullary - pT4a"])),
                ("Nodes", f"{pos}/{tot} involved" + (f", largest deposit {r.randint(3, 22)} mm, ENE {ctx.ch(['absent', 'present (>2 mm)'])}"
                                                     if pos else "")),
                ("pTNM (8th)", f"pT{c.T} pN{0 if not pos else ctx.ch(['1', '2a', '2b', '3b'])}"),
                ("SNOMED", f"T-{ctx.ch(['53000', '51000', '54100', '24100'])} M-{ctx.ch(['80703', '80723', '84303'])}")]
        for k, v in rows:
            n(f"  {k}: {v}\n")
    if c.group == "oph" or ctx.p(0.2):
        n(f"p16 immunohistochemistry: {'diffuse strong nuclear and cytoplasmic staining (>70%)' if c.p16 else 'negative'}.\n")
    n("\nConclusion: ", f"{c.side.upper()} {c.site.upper()}: " if ctx.p(0.5) else "", c.histo.upper() if ctx.p(0.4) else c.histo,
      ".\n")
    if ctx.p(0.35):
        n("Discussed with ", nm(sur, ctx.ch(["title_sur", "full"])), " by telephone ", ctx.Dn(rep), " ", ctx.time(), ".\n")
    if ctx.p(0.25):
        n("Sent for second opinion to ", nm(ctx.new_clin("pathologist"), "title_sur"), ", ", P(ctx.hosp2, "HOSPITAL"),
          "; their ref ", P(ctx.accession(), "IDNUM"), ".\n")
    sign(ctx, n, path, lic=0.45, contact=0.2, dated=0.8,
         lead=ctx.ch(["\nReported by: ", "\nPathologist: ", "\nAuthorised by "]))
    if ctx.p(0.4):
        n("Typed by ", P(ctx.clin("scribe").ini().lower(), "DOCTOR"), "\n")
    audit(ctx, n, path, 0.3)


# ------------------------------------------------------------------ referral
CRITERIA = ["Unexplained ulceration in the oral cavity lasting more than 3 weeks",
            "Persistent unexplained lump in the neck", "Lump on the lip or in the oral cavity",
            "Red or red and white patch in the oral cavity consistent with erythroplakia",
            "Persistent unexplained hoarseness (age 45 and over)", "Unexplained thyroid lump"]


def referral(ctx, n):
    c = make_case(ctx, ctx.r.randint(40, 90))
    at(ctx, c.ref)
    pt = ctx.pt
    dent = ctx.p(0.3)
    who = ctx.clin("dentist" if dent else "gp")
    prac = ctx.ch(pools.DENTAL if dent else pools.GP_PRACTICES[ctx.c])
    head = {"UK": "URGENT SUSPECTED CANCER REFERRAL (2WW) - HEAD & NECK", "US": "REFERRAL - Otolaryngology / Head & Neck Surgery (URGENT)",
            "NZ": "e-Referral: Urgent - Head & Neck (ORL / Maxillofacial)"}[ctx.c]
    n(head, "\n")
    n("To: ", {"UK": ctx.ch(["Maxillofacial 2WW", "OMFS 2WW", "ENT / H&N 2WW"]), "US": "ENT-HNS Intake",
               "NZ": ctx.ch(["ORL triage", "Maxillofacial FSA triage"])}[ctx.c], ", ",
      P(ctx.hosp, "HOSPITAL"), "\n")
    n("From: ", nm(who, ctx.ch(["title_full", "title_init_sur"])), ", ", P(prac, "HOSPITAL"), ", ",
      ctx.addr(ctx.address()), "\n")
    n("Tel: ", P(ctx.phone(), "PHONE"), ctx.ch(["   Fax: ", "  Fax "]), P(ctx.phone(), "FAX"))
    if ctx.p(0.4):
        n("   Email: ", P(ctx.email(who), "EMAIL"))
    n("\n")
    if ctx.c == "UK":
        n("UBRN: ", P(f"{ctx.dig(4)} {ctx.dig(4)} {ctx.dig(4)}", "IDNUM"), "   Date of referral: ", ctx.D(c.ref), "\n")
    elif ctx.c == "US":
        n("Referral date: ", ctx.D(c.ref), "   Prior auth #: ", P(f"PA{ctx.dig(8)}", "IDNUM"), "\n")
    else:
        n("ERMS ref: ", P(f"{ctx.dig(8)}", "IDNUM"), "   Sent: ", ctx.D(c.ref), " ", ctx.time(), "\n")
    n("\nPATIENT\n")
    id_header(ctx, n, "lines", addr=False, insur=False)
    n("Address: ", ctx.addr(pt.addr, sep=ctx.ch([", ", "\n  "])), "\n")
    n("Home: ", P(pt.tel, "PHONE"), "   Mobile: ", P(pt.mob, "PHONE"), "\n")
    if ctx.p(0.4):
        n("Email: ", P(ctx.email(pt), "EMAIL"), " (consents to email contact)\n")
    if ctx.c == "US":
        ins(ctx, n)
    k = pt.kin
    n("NOK: ", nm(k, ctx.ch(["full", "title_full"])), f" ({k.rel}) ", P(k.tel, "PHONE"), "\n")
    if ctx.p(0.3):
        n("Interpreter required: ", ctx.ch(["Polish", "Tongan", "Punjabi", "Cantonese", "Spanish", "Samoan", "Arabic"]),
          "\n")
    if ctx.c == "UK":
        n("\nCriteria (NG12):\n")
        for cr in CRITERIA:
            n("[", "x" if ctx.p(0.3) else " ", "] ", cr, "\n")
    n("\nHistory:\n", ctx.age(ctx.ch(["yo", "-year-old", "M"])), " ", ctx.ch(["with ", "c/o ", "reports "]),
      symptom(ctx, c), " - first noticed ",
      ctx.ch(["around ", "in ", ""]), ctx.Dp(c.onset), ".")
    dur = ctx.r.randint(3, 12)
    n(f" Tried {ctx.ch(['chlorhexidine mouthwash', 'two courses of antibiotics', 'Difflam', 'adjusting denture'])} "
      f"for {dur}/52 without improvement. Weight loss {ctx.r.randint(0, 9)} kg. ")
    if ctx.p(0.5):
        n(ctx.ch(["Seen by dentist ", "Saw own dentist "]), nm(ctx.clin("dentist"), "title_sur"), " on ", ctx.Dn(c.onset + TD(days=30)),
          " who ", ctx.ch(["advised GP review", "eased denture flange", "took a radiograph"]), ". ")
    n("\n")
    social(ctx, n, 2)
    n("\n\nExamination: ")
    n(ctx.ch([f"{ctx.r.randint(8, 30)} mm indurated ulcer {c.side} {c.site}, rolled edges.",
              f"firm {ctx.r.randint(15, 40)} mm mass {c.side} level II, non-tender.",
              f"hoarse, no stridor, no neck nodes palpable.", "white/red patch with central ulceration."]), "\n")
    n("\nPMH: ", ", ".join(ctx.r.sample(["HTN", "T2DM", "COPD", "AF", "hypothyroidism", "gout", "depression",
                                        "previous TIA", "OA knees", "BPH"], 3)), "\n")
    n("Medication: ", "; ".join(meds(ctx, 3)), "\n")
    n("Allergies: ", ctx.ch(["NKDA", "Penicillin (rash)", "Codeine - nausea", "Latex"]), "\n")
    if ctx.p(0.6):
        d1 = c.ref + TD(days=ctx.r.randint(10, 20))
        st = ctx.ch(["md", "mon_d", "mdy_l"] if ctx.c == "US" else ["dm", "d_mon", "ddmm", "dmy"])
        n("\nAvailability: patient away ", ctx.D(d1, st), ctx.ch(["-", " to ", " - "]),
          ctx.D(d1 + TD(days=ctx.r.randint(4, 12)), st),
          ctx.ch([" (holiday in ", " (visiting family in "]), cty(ctx.ch(pools.COUNTRIES)),
          ") - ", ctx.ch(["happy to be contacted on mobile.", "will return early if needed."]), "\n")
    if ctx.p(0.4):
        n("Patient aware this is a suspected cancer referral; leaflet given (", P(ctx.url("/2ww-leaflet"), "URL"), ").\n")
    lab, val = ctx.lic(who)
    n("\n", nm(who, ctx.ch(["title_full", "full_cred"])), "\n", lab, P(val, "LICENSE"), "\n")
    if ctx.p(0.5):
        n("Referral sent by ", nm(ctx.clin("scribe"), ctx.ch(["given", "full"])), " (", ctx.ch(["practice secretary",
                                                                                           "referrals clerk",
                                                                                           "receptionist"]), ")\n")
    audit(ctx, n, who, 0.35)

