"""Shared sentence banks (with unannotated hard negatives) and document blocks."""
from core import P, add_days, rid, BUILDINGS

DRUGS = [("sertraline", "100 mg"), ("mirtazapine", "30 mg"), ("co-codamol", "30/500 mg"),
         ("naproxen", "500 mg"), ("amitriptyline", "10 mg"), ("pregabalin", "75 mg"),
         ("omeprazole", "20 mg"), ("metformin", "500 mg"), ("ramipril", "5 mg"),
         ("atorvastatin", "40 mg"), ("levothyroxine", "75 micrograms"), ("zopiclone", "7.5 mg"),
         ("diazepam", "5 mg"), ("tramadol", "50 mg"), ("paracetamol", "1 g"), ("ibuprofen", "400 mg"),
         ("quetiapine", "25 mg"), ("olanzapine", "10 mg"), ("lithium carbonate", "400 mg"),
         ("apixaban", "5 mg"), ("morphine sulfate", "10 mg"), ("insulin glargine", "18 units"),
         ("fluoxetine", "20 mg"), ("propranolol", "40 mg"), ("gabapentin", "300 mg"),
         ("lansoprazole", "30 mg"), ("bisoprolol", "2.5 mg"), ("venlafaxine", "75 mg")]
FREQS = ["once daily", "twice daily", "at night", "three times a day", "as required", "BD", "TDS",
         "nocte", "PRN", "OD", "four times daily"]
EPONYMS = ["Parkinson's disease", "a positive Babinski sign", "Spurling's test", "Tinel's sign",
           "Phalen's test", "Hoffmann's sign", "Romberg's test", "Alzheimer's disease",
           "Crohn's disease", "a Colles' fracture", "Hawkins' test", "Lachman's test",
           "McMurray's test", "Waddell's signs", "Finkelstein's test", "Bell's palsy",
           "Hodgkin's lymphoma", "Cushing's syndrome", "Guillain-Barré syndrome",
           "a Foley catheter", "Hartmann's procedure", "Addison's disease", "Raynaud's phenomenon",
           "Dupuytren's contracture", "Meniere's disease", "Osgood-Schlatter disease",
           "Korsakoff's syndrome", "Horner's syndrome", "Kernig's sign", "Trendelenburg gait"]
ICD = [("F43.1", "post-traumatic stress disorder"), ("F32.1", "moderate depressive episode"),
       ("F41.1", "generalised anxiety disorder"), ("S13.4", "sprain of the cervical spine"),
       ("S33.5", "sprain of the lumbar spine"), ("F10.2", "alcohol dependence syndrome"),
       ("F20.0", "paranoid schizophrenia"), ("F43.2", "adjustment disorder"),
       ("G44.2", "tension-type headache"), ("M54.5", "low back pain"), ("F60.3", "emotionally unstable personality disorder"),
       ("G30.1", "late-onset Alzheimer's disease"), ("I21.4", "non-ST elevation myocardial infarction"),
       ("S82.2", "fracture of the tibial shaft"), ("F33.2", "recurrent depressive disorder"),
       ("G47.3", "sleep apnoea"), ("E11.9", "type 2 diabetes mellitus without complications")]
SCORES = ["a GCS of {a}/15", "a PHQ-9 score of {b}", "a GAD-7 score of {c}", "an MMSE of {d}/30",
          "a MoCA of {d}/30", "a Barthel Index of {e}/20", "a NEWS2 score of {f}", "a VAS pain score of {g}/10",
          "an Epworth score of {h}", "an AUDIT score of {i}", "HADS-A {c} and HADS-D {c2}",
          "an IES-R score of {j}", "an Oswestry Disability Index of {k}%", "a QuickDASH score of {k}",
          "an ACE-III of {l}/100", "a Waterlow score of {h}"]
TERMS = ["lumbar", "cervical", "whiplash", "fracture", "analgesia", "physiotherapy", "depression",
         "anxiety", "MRI", "CT", "X-ray", "hypertension", "diabetes", "tenderness", "range of movement",
         "laceration", "contusion", "haematoma", "sepsis", "pneumonia", "cognitive behavioural therapy",
         "dementia", "delirium", "ECG", "troponin", "HbA1c", "eGFR", "cellulitis", "osteoarthritis",
         "neuropathy", "prognosis", "diagnosis"]
CREDENTIAL_WORDS = ["FRCS", "MRCPsych", "RGN", "FRCP", "MRCGP"]


def time_str(r):
    h, m = r.randint(0, 23), r.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 42, 45, 50, 55])
    return r.choice([f"{h:02d}:{m:02d}", f"{h:02d}:{m:02d} hrs", f"{h:02d}:{m:02d}",
                     f"{(h % 12) or 12}.{m:02d} {'am' if h < 12 else 'pm'}", f"{h:02d}{m:02d} hrs"])


def score(r):
    return r.choice(SCORES).format(a=r.randint(3, 15), b=r.randint(0, 27), c=r.randint(0, 21),
                                   c2=r.randint(0, 21), d=r.randint(12, 30), e=r.randint(2, 20),
                                   f=r.randint(0, 12), g=r.randint(0, 10), h=r.randint(2, 24),
                                   i=r.randint(0, 30), j=r.randint(5, 80), k=r.randint(6, 78),
                                   l=r.randint(60, 100))


def drug(r):
    n, d = r.choice(DRUGS)
    return f"{n} {d} {r.choice(FREQS)}"


def clin(c, who="He"):
    """One clinical sentence full of unannotated hard negatives."""
    r = c.r
    icd, desc = r.choice(ICD)
    opts = [
        f"Current medication comprises {drug(r)}, {drug(r)} and {drug(r)}.",
        f"On examination there was no evidence of {r.choice(EPONYMS)}, and {r.choice(EPONYMS)} was not demonstrated.",
        f"Formal testing produced {score(r)} and {score(r)}, which I regard as consistent with the history.",
        f"In my opinion the presentation meets the ICD-10 criteria for {desc} ({icd}).",
        f"The ambulance crew recorded {score(r)} at {time_str(r)} and observations were repeated at {time_str(r)}.",
        f"An MRI of the lumbar spine showed mild degenerative change at L4/5 without nerve root compression.",
        f"Blood tests showed HbA1c 58 mmol/mol, eGFR 74 and a normal troponin; the ECG showed sinus rhythm at 78 bpm.",
        f"She was started on {drug(r)} by the general practitioner, later increased to {drug(r)}.",
        f"The differential diagnosis included {r.choice(EPONYMS)}, which was excluded on clinical grounds.",
        f"Range of movement of the cervical spine was reduced by approximately 25% in rotation, with tenderness over C5-C7.",
        f"There is a documented history of hypertension and type 2 diabetes, managed with {drug(r)}.",
        f"A course of six sessions of cognitive behavioural therapy was completed, with {score(r)} at discharge.",
        f"A CT head performed at {time_str(r)} showed no acute intracranial haemorrhage.",
        f"The prognosis is guarded; I would expect a further 6 to 9 months of symptoms, with {score(r)} on review.",
        "The coded problem list includes {} ({}) and {} ({}).".format(desc, icd, *r.choice(ICD)[::-1]),
        f"Blood pressure was 138/86 mmHg, pulse 72 bpm, BMI 31.4 kg/m2 and oxygen saturation 97% on air.",
        f"Analgesia consisted of {drug(r)} with {drug(r)}, and physiotherapy was arranged for 8 weeks.",
        f"He drinks about 14 units of alcohol a week and has never smoked.",
        f"Examination: no evidence of {r.choice(EPONYMS)}; {r.choice(EPONYMS)} was considered and not found; {score(r)}.",
        f"At review the clinician recorded {score(r)}, {score(r)} and a possible {r.choice(EPONYMS)}, and prescribed {drug(r)}.",
        f"Past history: {r.choice(EPONYMS)} ({r.choice(ICD)[0]}) in childhood and {r.choice(ICD)[1]}, treated with {drug(r)}.",
    ]
    return r.choice(opts)


def legal(c):
    r = c.r
    opts = [
        "I understand that my overriding duty is to the Court and that this duty overrides any obligation to those instructing me or paying my fee.",
        "This report has been prepared in accordance with Part 35 of the Civil Procedure Rules and Practice Direction 35.",
        "Where there is a range of opinion on the matters dealt with in this report, I have summarised that range at paragraph 7.3 below.",
        "I have not been asked to comment on liability, which is a matter for the Court.",
        "The Claimant's solicitors have asked me to address causation, condition and prognosis.",
        "I am aware of the requirements of CPR 35.10 and of the Guidance for the Instruction of Experts in Civil Claims.",
        "I reserve the right to amend my opinion should further records be disclosed by the Defendant.",
        "The question of breach of duty is assessed against the Bolam test, as qualified by Bolitho.",
        "The Defendant admits that the standard of care fell below that of a reasonably competent practitioner on one occasion only.",
        "Nothing in this report is intended to usurp the function of the Court in determining quantum.",
        "Under Article 15 of the UK GDPR and section 45 of the Data Protection Act 2018 an individual is entitled to a copy of their personal data.",
        "The Mental Capacity Act 2005 requires that a person must be assumed to have capacity unless it is established that they lack capacity.",
        "For the purposes of the Equality Act 2010 the condition is likely to be considered a disability.",
        "The duty of candour under Regulation 20 of the Health and Social Care Act 2008 (Regulated Activities) Regulations 2014 applies.",
        "Paragraphs 3.1 to 3.9 summarise the records; my opinion is set out from paragraph 9 onwards.",
        "The statement is made under section 9 of the Criminal Justice Act 1967 and section 5B of the Magistrates' Courts Act 1980.",
        "The inquest will consider the four statutory questions under section 5 of the Coroners and Justice Act 2009.",
        "Section 47 of the Children Act 1989 requires the local authority to make enquiries where there is reasonable cause to suspect significant harm.",
        "Enquiries were made under section 42 of the Care Act 2014.",
        "The Assisted Decision-Making (Capacity) Act 2015 applies to the relevant decision.",
        "I confirm that I have no conflict of interest and that I have not previously treated the Claimant.",
        "The Tribunal will wish to know whether the condition has a substantial and long-term adverse effect.",
    ]
    return r.choice(opts)


def ordinary(c):
    r = c.r
    opts = [
        "I hope this report assists the Court, and I will be happy to answer written questions.",
        "I will address each of the questions put to me in turn.",
        "It is my hope that a graded return will be possible within 12 weeks.",
        "Staff were allowed a short grace period before the new rota took effect.",
        "The family were seen in the King's Bench Division waiting area before the hearing.",
        "He described his father as a keen amateur baker in his retirement.",
        "She said the worst of it was the long wait before anyone would listen.",
        "Her mood rose a little after the first month of treatment.",
        "Pain scores were lowest in the early morning and at their worst by late afternoon.",
        "There was a small mark on the left forearm, measuring 2 cm, which was not tender.",
        "In frank terms the outcome would have been no different with earlier referral.",
        "The ward is on the first floor, beyond the green doors and the bell at the nurses' station.",
        "He likes to walk in the wood behind the estate and to fish from the stone pier.",
        "She felt she was given little choice and that her views did not count for much.",
        "The record at page 214 of the bundle is a photocopy and part of the entry is illegible.",
        "He was a young man in good health before the index event, with no history of frost injury.",
        "She finds joy in her garden and says her faith has helped her through the worst of it.",
        "At best I would expect partial recovery; at worst the symptoms will be permanent.",
        "There was a note of patience and good humour in her account, without any sharp edges.",
        "The summer months were easier, and she walked up the hill to the shops most days.",
        "The bill for physiotherapy has been met by the Claimant's insurers.",
        "In my view this was a wise decision given the information available at the time.",
    ]
    return r.choice(opts)


def filler(c, n):
    """n sentences mixing clinical, legal and ordinary-word negatives."""
    r = c.r
    out = []
    for _ in range(n):
        out.append(r.choice([clin, clin, legal, ordinary])(c))
    return " ".join(out)


def letterhead(c, kind="clinic"):
    """Author's letterhead: organisation/hospital name, address, phone, fax, e-mail, URL."""
    r = c.r
    if kind == "clinic":
        x = r.random()
        if x < 0.4:
            name = P("HOSPITAL", c.hosp)
        elif x < 0.7:
            name = P("HOSPITAL", c.practice)
        else:
            name = P("ORGANIZATION", f"{r.choice(['Harbour', 'Kestrel', 'Priory', 'Seaview', 'Tollgate'])} Medico-Legal Consulting")
    elif kind == "org":
        name = P("ORGANIZATION", c.employer)
    else:
        name = P("ORGANIZATION", kind)
    lines = [name, c.org_addr()]
    lines.append(f"Tel: {P('PHONE', c.phone())}")
    if r.random() < 0.6:
        lines.append(f"Fax: {P('FAX', c.phone(ext=False))}")
    if r.random() < 0.7:
        lines.append(f"Email: {P('EMAIL', c.email(c.author if r.random() < 0.5 else None))}")
    if r.random() < 0.35:
        lines.append(f"Web: {P('URL', c.url())}")
    return "\n".join(lines)


def signature(c, p=None, role=None, lic=True):
    r = c.r
    p = p or c.author
    creds = getattr(p, "creds", None) or "RGN"
    lines = [r.choice(["Signed:", "Signature: ....................", "Yours sincerely,", "Yours faithfully,", "Signed"])]
    form = r.choice(["full", "title_full", "title_init", "upper"])
    lines.append(p.n(form) + r.choice([", ", " "]) + creds)
    lines.append(role or r.choice(["Consultant Psychiatrist", "Consultant Orthopaedic Surgeon",
                                   "Consultant in Emergency Medicine", "General Practitioner",
                                   "Consultant Occupational Physician", "Consultant Physician",
                                   "Consultant Neurologist", "Consultant Anaesthetist"]))
    if lic:
        lab, val = c.licence()
        lines.append(f"{lab}: {P('LICENSE', val)}")
    lines.append("Date: " + c.d(c.report))
    return "\n".join(lines)


def cc_block(c):
    r = c.r
    lines = ["cc:"]
    lines.append(f"  {c.gp.n(r.choice(['title_sur', 'title_init', 'title_full']))}, {P('HOSPITAL', c.practice)}, {P('CITY', c.city)}")
    if r.random() < 0.6:
        lines.append(f"  {c.sol.n(r.choice(['title_sur', 'title_full', 'full']))}, {P('ORGANIZATION', c.firm)}")
    if r.random() < 0.5:
        lines.append(f"  {c.ptn('title_full')} (by secure e-mail to {P('EMAIL', c.email(c.pt))})")
    lines.append("  File")
    return "\n".join(lines)


def sot(c, kind="civil"):
    if kind == "civil":
        return ("STATEMENT OF TRUTH\n\nI confirm that I have made clear which facts and matters referred to in this report are "
                "within my own knowledge and which are not. Those that are within my own knowledge I confirm to be true. "
                "The opinions I have expressed represent my true and complete professional opinions on the matters to which "
                "they refer. I understand that proceedings for contempt of court may be brought against anyone who makes, or "
                "causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth.")
    if kind == "ie":
        return ("DECLARATION\n\nI confirm that I understand my duty to assist the Court on matters within my expertise, that this "
                "duty overrides any obligation to the party instructing me, and that I have complied with that duty in accordance "
                "with the Rules of the Superior Courts (Order 39, rule 57).")
    return ("DECLARATION\n\nThis statement, consisting of this and the following pages each signed by me, is true to the best of my "
            "knowledge and belief and I make it knowing that, if it is tendered in evidence, I shall be liable to prosecution if I "
            "have wilfully stated in it anything which I know to be false, or do not believe to be true.")


def sections(c, secs, style=None):
    """secs: list of (title, [paragraphs]). Numbered paragraphs in one of three styles."""
    r = c.r
    style = style or r.choice(["dotted", "flat", "plain"])
    out = []
    k = 0
    for si, (title, paras) in enumerate(secs, 1):
        if style == "dotted":
            out.append(f"{si}. {title.upper()}")
            for pi, p in enumerate(paras, 1):
                out.append(f"{si}.{pi} {p}")
        elif style == "flat":
            out.append(title.upper() if r.random() < 0.5 else title)
            for p in paras:
                k += 1
                out.append(f"{k}. {p}")
        else:
            out.append(f"{title}:")
            out.extend(paras)
    return "\n\n".join(out)


def place(c):
    return P("LOCATION_OTHER", c.r.choice(BUILDINGS))
