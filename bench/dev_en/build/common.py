"""Shared note pieces: scenarios, headers, signatures, transcription lines."""
from core import P, Person, lab_panel, vitals, med_list, EPONYM_PHRASES, NEG_SNIPPETS, fmt_date  # noqa: F401
import pools as PL  # noqa: F401

SCEN = [
    dict(dx="community-acquired pneumonia", cc="cough, fever and shortness of breath", icd="J18.9",
         hpi="3 days of productive cough with rust-coloured sputum, fevers to 39.1 and pleuritic right-sided chest pain",
         course="started on ceftriaxone and azithromycin, defervesced within 48 hours, weaned to room air",
         img="right lower lobe consolidation with small parapneumonic effusion"),
    dict(dx="NSTEMI", cc="chest pain", icd="I21.4",
         hpi="substernal pressure radiating to the left arm, onset at rest, associated diaphoresis; troponin 0.42 rising to 1.8",
         course="heparin drip, cardiology consulted, LHC showed 90% mid-LAD stenosis treated with one drug-eluting stent",
         img="no acute cardiopulmonary process"),
    dict(dx="acute decompensated heart failure", cc="leg swelling and orthopnea", icd="I50.23",
         hpi="2 weeks of progressive dyspnea on exertion, 3-pillow orthopnea, 6 kg weight gain, dietary indiscretion",
         course="diuresed with IV furosemide, net negative 5.2 L, transitioned to oral torsemide",
         img="cardiomegaly with bilateral pleural effusions and interstitial edema"),
    dict(dx="diabetic ketoacidosis", cc="vomiting and abdominal pain", icd="E10.10",
         hpi="missed insulin doses for 2 days, polyuria, polydipsia, anion gap 24, beta-hydroxybutyrate 6.1",
         course="insulin infusion per DKA protocol, gap closed at 18 hours, transitioned to basal-bolus",
         img="no free air, nonspecific bowel gas pattern"),
    dict(dx="acute ischemic stroke", cc="right-sided weakness and slurred speech", icd="I63.512",
         hpi="last known well at 06:40, found with right facial droop and aphasia; NIHSS 9 on arrival",
         course="received alteplase, CTA without large-vessel occlusion, MRI confirmed left MCA territory infarct",
         img="acute infarct in the left MCA territory without hemorrhagic conversion"),
    dict(dx="COPD exacerbation", cc="wheezing and dyspnea", icd="J44.1",
         hpi="increased sputum purulence and dyspnea for 4 days after a viral URI; baseline 2L home O2",
         course="nebulized bronchodilators, prednisone 40 mg x 5 days, doxycycline; BiPAP overnight on day 1",
         img="hyperinflated lungs without focal consolidation"),
    dict(dx="acute cholecystitis", cc="right upper quadrant pain", icd="K81.0",
         hpi="constant RUQ pain after a fatty meal, nausea, positive Murphy's sign, WBC 14.2",
         course="IV antibiotics, laparoscopic cholecystectomy on hospital day 2 without complication",
         img="distended gallbladder with wall thickening, pericholecystic fluid and an impacted stone in the neck"),
    dict(dx="urosepsis", cc="confusion and fever", icd="A41.51",
         hpi="2 days of dysuria followed by rigors and new confusion; lactate 4.1, hypotensive to 82/40",
         course="30 mL/kg crystalloid, norepinephrine briefly, E. coli bacteremia treated with ceftriaxone",
         img="no hydronephrosis"),
    dict(dx="hip fracture", cc="fall with left hip pain", icd="S72.002A",
         hpi="mechanical fall at home onto the left side, unable to bear weight, leg shortened and externally rotated",
         course="orthopaedics performed a left hemiarthroplasty on day 1, mobilising with physiotherapy",
         img="displaced left femoral neck fracture"),
    dict(dx="upper GI bleed", cc="black stools and lightheadedness", icd="K92.1",
         hpi="3 days of melena, on naproxen for knee pain, Hgb 7.1 from baseline 12",
         course="2 units PRBC, pantoprazole infusion, EGD showed a clean-based duodenal ulcer",
         img="no acute abnormality"),
    dict(dx="cellulitis of the left lower leg", cc="red painful leg", icd="L03.116",
         hpi="spreading erythema from a shin abrasion over 3 days, warmth, tenderness, low-grade fever",
         course="IV cefazolin then oral cephalexin; margins receded after elevation",
         img="soft tissue swelling without gas or fluid collection"),
    dict(dx="alcohol withdrawal", cc="tremor and agitation", icd="F10.231",
         hpi="last drink 36 hours ago, tremulous, diaphoretic, CIWA 18, prior withdrawal seizure",
         course="symptom-triggered lorazepam, thiamine, folate; no seizures; seen by addiction medicine",
         img="no acute intracranial abnormality"),
    dict(dx="pulmonary embolism", cc="pleuritic chest pain", icd="I26.99",
         hpi="sudden-onset pleuritic pain and dyspnea 10 days after a long flight, HR 118, Wells score 6",
         course="CTPA showed segmental emboli, started on apixaban, echo without RV strain",
         img="filling defects in right lower lobe segmental pulmonary arteries"),
    dict(dx="small bowel obstruction", cc="abdominal distension and vomiting", icd="K56.609",
         hpi="prior Hartmann's procedure, colicky pain, no flatus for 24 hours, bilious emesis",
         course="NG decompression, bowel rest, resolved with conservative management by day 4",
         img="dilated small bowel loops with transition point in the right lower quadrant"),
]

DEPTS = ["Internal Medicine", "Hospital Medicine", "Cardiology", "General Surgery", "Neurology", "Pulmonology", "Family Medicine",
         "Geriatrics", "Emergency Medicine", "Orthopaedics", "Gastroenterology", "Nephrology", "Endocrinology"]


def tm(ctx):
    r = ctx.rng
    h, m = r.randint(0, 23), r.choice([0, 5, 10, 12, 15, 20, 25, 30, 34, 40, 45, 50, 55])
    return ctx.c([f"{h:02d}:{m:02d}", f"{h:02d}{m:02d}", f"{(h % 12) or 12}:{m:02d} {'AM' if h < 12 else 'PM'}", f"{h:02d}:{m:02d}"])


def pref(ctx, allow_pron=True):
    """reference to the patient in narrative."""
    pt, uk = ctx.pt, ctx.uk
    opts = [pt.t(uk), pt.t(uk), pt.n("given"), pt.t(uk), "Pt " + pt.n(ctx.c(["init", "initns"]))]
    if allow_pron:
        opts += ["the patient", "pt", "the patient"]
    return ctx.c(opts)


def pt_header_name(ctx):
    return ctx.pt.n(ctx.c(["LF", "LFM", "LFns", "lf", "lfmi", "CAPS", "full"]))


def dob_line(ctx):
    return f"DOB: {ctx.D(ctx.dob)}"


def sign_block(ctx, p, cred=None, esig=True):
    cred = cred or ctx.cred()
    if esig and not ctx.uk and ctx.p(0.6):
        return (f"Electronically signed by {p.n(ctx.c(['full', 'fullmi']))}, {cred} on {ctx.D(ctx.days(ctx.ri(0, 2)), ctx.c(['us_slash', 'us_slash_np']))} "
                f"at {tm(ctx)}")
    return f"{p.n(ctx.c(['full', 'fullmi', 'uk1'] if ctx.uk else ['full', 'fullmi']))}, {cred}"


def transcription(ctx, p):
    t = ctx.staff()
    r = ctx.rng
    lines = [f"DD: {ctx.D(ctx.nd, ctx.c(['us_slash', 'us_short'] if not ctx.uk else ['uk_slash', 'uk_dot']))} {tm(ctx)}",
             f"DT: {ctx.D(ctx.days(r.randint(0, 2)), ctx.c(['us_slash', 'us_short'] if not ctx.uk else ['uk_slash', 'uk_dot']))} {tm(ctx)}",
             f"{ctx.c(['Job #', 'Job#:', 'JOB', 'Doc ID'])} {ctx.idnum('job')}"]
    ini = f"{P('DOCTOR', p.raw('init_lower'))}/{P('DOCTOR', t.raw('init_lower'))}"
    if ctx.p(0.4):
        ini = f"{P('DOCTOR', p.raw('initns'))}/{P('DOCTOR', t.raw('init_lower'))}"
    if ctx.p(0.3):
        lines.append(f"T: {t.n('full')}, transcriptionist")
    lines.append(ini)
    return "\n".join(lines)


def us_header(ctx, title, attending=None, extra=True):
    r = ctx.rng
    lines = [f"{ctx.H()}" + (f" - {ctx.c(DEPTS)}" if ctx.p(0.5) else ""), title.upper() if ctx.p(0.6) else title, ""]
    lines.append(f"Patient: {pt_header_name(ctx)}{ctx.c(['    ', '  |  ', ' ', chr(9)])}MRN: {ctx.mrn()}")
    lines.append(f"{dob_line(ctx)}   Age: {ctx.A()}   Sex: {ctx.pt.sex}")
    if extra and ctx.p(0.6):
        lines.append(f"{ctx.c(['Encounter #', 'Acct #', 'FIN', 'Visit #', 'CSN'])}: {ctx.acct()}")
    if extra and ctx.p(0.2):
        lines.append(f"SSN: {ctx.ssn()}   Insurance: {P('ORGANIZATION', ctx.c(PL.US_INSURERS))} {ctx.hp()}")
    if attending is not None:
        lines.append(f"Attending: {ctx.dr(attending, ctx.c(['dr_full', 'full_cred']))}")
    return "\n".join(lines)


def uk_letterhead(ctx, dept=None):
    lines = [f"{ctx.H()}"]
    if ctx.p(0.4):
        lines.append(P("HOSPITAL", ctx.c(PL.UK_TRUSTS)))
    lines.append(dept or ctx.c(["Department of Cardiology", "Diabetes Centre", "Respiratory Medicine", "Orthopaedic Outpatients",
                                "Rheumatology Department", "Care of the Elderly", "Gastroenterology", "Memory Clinic",
                                "Renal Unit", "Neurology Outpatients", "Urology Department"]))
    lines.append(ctx.addr(town=ctx.town, multiline=True))
    lines.append(f"Tel: {ctx.PH(uk=True)}   Fax: {P('FAX', ctx.phone_raw(True))}")
    return "\n".join(lines)


def audit(ctx, who=None):
    who = who or ctx.staff()
    return ctx.c([
        f"Printed by {ctx.user(who)} on {ctx.D(ctx.days(ctx.ri(0, 20)), 'us_slash' if not ctx.uk else 'uk_slash')} {tm(ctx)} from {ctx.ip()}",
        f"Last modified by: {ctx.user(who)} ({who.n('full')}) {ctx.D(ctx.nd, 'iso')} {tm(ctx)}",
        f"Session {ctx.user(who)}@{ctx.ip()}",
        f"User: {ctx.user(who)}  Workstation IP: {ctx.ip()}",
    ])


def neg(ctx, k=2):
    return "; ".join(ctx.rng.sample(NEG_SNIPPETS, k))


def epo(ctx, k=1):
    return "; ".join(ctx.rng.sample(EPONYM_PHRASES, k))


def relword(sex):
    return {"F": ["wife", "daughter", "sister", "mother", "niece", "partner", "friend", "neighbour", "granddaughter"],
            "M": ["husband", "son", "brother", "father", "nephew", "partner", "friend", "neighbor", "grandson"]}[sex]


def relative(ctx, sex=None, same=None):
    sex = sex or ctx.c("FM")
    rel = ctx.c(relword(sex))
    same = same if same is not None else rel not in ("friend", "neighbour", "neighbor", "partner") and ctx.p(0.7)
    f = ctx.fam(sex=sex, same_surname=same)
    return rel, f
