"""Ward liaison consultation, mental capacity assessment, psychotropic medication review."""
import clinical as K
import country as C
from blocks import demog_header, signature, audit_footer
from common import H, psych_history, substance, meds, pmh, past_date, year_p
from note import P, pick, chance

SPECIALTY = ["Respiratory", "Care of the Elderly", "Gastroenterology", "Orthopaedics", "Renal",
             "Neurology", "General Surgery", "Cardiology", "Acute Medicine", "Vascular", "Hepatology",
             "Hospitalist service", "Trauma", "Haematology", "Stroke"]

RECS = {
    "cause": "Treat underlying cause; delirium is likely to fluctuate for days-weeks.",
    "nonpharm": "Non-pharmacological measures: orientation, glasses/hearing aids, day-night routine, avoid bay moves.",
    "halo": "If distressed and risk to self/others: haloperidol 0.5mg PO/IM PRN, max 2mg/24h (check QTc first).",
    "nohalo": "Avoid haloperidol (parkinsonism/Lewy body sensitivity) - lorazepam 0.5mg PO PRN max 2mg/24h instead.",
    "antichol": "Review anticholinergic burden - suggest stopping oxybutynin and chlorphenamine.",
    "pabrinex": "Pabrinex 2 pairs IV TDS x5 days then thiamine 100mg TDS PO.",
    "ciwa": "CIWA-Ar guided chlordiazepoxide regime; do not discharge on benzodiazepines.",
    "sertraline": "Start sertraline 50mg OD; check Na in 2 weeks (SSRI + age).",
    "mirtaz": "Mirtazapine 15mg ON would help sleep and appetite.",
    "dols": "If {he} continues to try to leave and lacks capacity, complete the local deprivation-of-liberty paperwork.",
    "memory": "Refer to memory clinic after discharge once delirium resolved (repeat MoCA).",
    "physio": "Physio-led graded rehab for FND; refer to neuropsychiatry OPD.",
    "noix": "Please avoid further investigations unless new objective signs (agreed with ward team).",
    "collat": "Collateral history from family re baseline cognition and mood.",
    "depot": "Restart depot (paliperidone) - liaise with community team re due date.",
    "ecg": "ECG to check QTc before any antipsychotic.",
    "one2one": "1:1 nursing while risk of absconding remains.",
    "informal": "Not currently detainable; informal plan agreed.",
    "named": "Single named consultant to communicate results; agree discharge plan in one meeting.",
    "icu": "Psychoeducation re post-ICU syndrome; refer to ICU follow-up clinic; screen for PTSD at 3 months.",
    "crisis": "Medically fit from psychiatric point of view; crisis team follow-up within 72h of discharge.",
    "safety": "Safety plan completed; means restriction discussed with family.",
    "capnote": "Capacity assessment documented separately; provide safety-net advice if {he} leaves.",
    "oral": "Ask medical team whether an oral antibiotic option exists to facilitate discharge.",
    "exp": "Explanation of FND given; leaflet and neurosymptoms website recommended.",
}
COLL = {"delirium": ["baseline independent, drives, manages own finances; ",
                     "memory gradually declining for ~2 years, stopped driving; ",
                     "was 'sharp as a tack' until this admission; "],
        "low": ["has 'never been like this before'; ", "drinking heavily since a bereavement; ",
                "low since the stroke, says {he} is 'a burden'; "],
        "somatic": ["very anxious about {his} health since {his} father's death; ",
                    "has seen many specialists, always worried something has been missed; "],
        "psychosis": ["stopped taking tablets a month ago and has been 'talking to the TV'; "],
        "calm": ["shocked by what happened, no previous concerns; ", "describes {him} as a private person who 'bottles things up'; "]}
SCEN = [
    dict(w=3, old=True, reason=["?delirium vs depression", "agitated overnight, pulled out cannula, hitting out at staff",
                                "new confusion ?dementia"],
         admit=["community-acquired pneumonia", "urosepsis", "fractured NOF, s/p hemiarthroplasty",
                "hyponatraemia (Na 118)", "fall with long lie, rhabdomyolysis"], prof="delirium",
         note=["nursing staff report confusion worse at night. ", "found trying to leave the ward at 03:00. "],
         imp=["Hypoactive delirium secondary to sepsis on a background of probable Alzheimer's dementia (not formally diagnosed).",
              "Hyperactive delirium, multifactorial (hyponatraemia, constipation, anticholinergic burden)."],
         recs=["cause", "nonpharm", "halo", "antichol", "memory", "collat", "ecg", "one2one", "dols"]),
    dict(w=1, old=True, reason=["hallucinations at night ?Lewy body"], admit=["fall with long lie", "urosepsis"],
         prof="delirium", note=["sees children in the bay at night, not distressed by them. "],
         imp=["Probable dementia with Lewy bodies with superimposed delirium - avoid typical antipsychotics."],
         recs=["nohalo", "nonpharm", "memory", "collat", "cause"]),
    dict(w=2, old=False, reason=["low mood, not engaging with physio", "tearful, says 'let me die', ?depression",
                                 "refusing medication and food"],
         admit=["fractured NOF, s/p hemiarthroplasty", "infective exacerbation of COPD", "below-knee amputation",
                "NSTEMI", "stroke with R hemiparesis"], prof="low",
         note=["tearful and withdrawn per ward staff. ", "has declined meals for 3 days. "],
         imp=["Moderate depressive episode in context of prolonged admission and loss of independence.",
              "Adjustment disorder; no evidence of depressive illness or current suicidal intent."],
         recs=["sertraline", "mirtaz", "collat", "informal", "ecg"]),
    dict(w=2, old=False, reason=["alcohol withdrawal ?Wernicke's"],
         admit=["decompensated alcohol-related liver disease", "acute pancreatitis", "upper GI bleed",
                "fall with head injury (CT head NAD)"], prof="delirium",
         note=["tremulous and sweaty overnight, CIWA 18. "],
         imp=["Alcohol withdrawal with features suggestive of Wernicke's encephalopathy (ataxia, ophthalmoplegia)."],
         recs=["pabrinex", "ciwa", "ecg", "cause", "nonpharm"]),
    dict(w=1, old=False, reason=["?FND - please advise re management"],
         admit=["functional L-sided weakness (MRI brain/spine normal)", "seizures ?non-epileptic (video-EEG: no ictal change)"],
         prof="somatic", note=["physio report Hoover's sign positive. "],
         imp=["Functional neurological disorder; diagnosis explained using the 'software not hardware' model."],
         recs=["exp", "physio", "noix", "named"]),
    dict(w=1, old=False, reason=["health anxiety - repeated requests for scans"],
         admit=["chest pain, ACS ruled out", "abdominal pain, CT normal"], prof="somatic",
         note=["repeatedly asking for scans. "], imp=["Somatic symptom disorder with marked health anxiety."],
         recs=["named", "noix", "sertraline"]),
    dict(w=1, old=False, reason=["known schizophrenia, missed depot, ?relapse"],
         admit=["cellulitis", "DKA", "diabetic foot sepsis"], prof="psychosis",
         note=["shouting at staff, believes food is poisoned. "],
         imp=["Relapse of schizophrenia following depot non-adherence; not currently detainable on medical ward."],
         recs=["depot", "ecg", "one2one", "informal"]),
    dict(w=1, old=False, reason=["post-ICU nightmares and flashbacks"],
         admit=["acute pancreatitis (ICU stay)", "DKA requiring ICU", "urosepsis requiring ICU"], prof="low",
         note=["frightened at night, reports vivid ICU memories. "],
         imp=["Acute stress reaction post-ICU; screen for PTSD at follow-up."], recs=["icu", "mirtaz", "informal"]),
    dict(w=2, old=False, reason=["OD - now medically optimised, psych r/v before d/c"],
         admit=["paracetamol OD, NAC completed", "mixed OD, 24h cardiac monitoring"], prof="calm",
         note=["calm on the ward, visited by family. "],
         imp=["Impulsive overdose in context of relationship breakdown; no ongoing suicidal intent.",
              "Moderate depressive episode; overdose with moderate intent."], recs=["crisis", "safety", "sertraline"]),
    dict(w=1, old=False, reason=["wants to self-discharge, ?capacity"],
         admit=["diabetic foot sepsis", "cellulitis", "infective exacerbation of COPD"], prof="calm",
         note=["packing belongings, says the dog is alone at home. "],
         imp=["No mental disorder impairing decision-making; has capacity to decline continued admission."],
         recs=["capnote", "oral", "informal"]),
]


def ward_consult(c, n):
    r, pt, cc = c.rng, c.pt, c.cc
    ws = [sc["w"] * (3 if sc["old"] and c.age >= 70 else 1 if sc["old"] else (1 if c.age < 80 else 0)) for sc in SCEN]
    sc = r.choices(SCEN, weights=ws)[0]
    spec = pick(r, SPECIALTY)
    kw = dict(he=pt.he(), his=pt.his(), him=pt.him())
    fam = c.family(pick(r, ["daughter", "son", "wife", "husband", "niece", "partner"]))
    n.add(pick(r, ["LIAISON PSYCHIATRY CONSULTATION", "Psychiatry C-L consult note", "Liaison Psychiatry Review",
                   "PSYCHOLOGICAL MEDICINE - WARD REFERRAL", "CL Psychiatry - inpatient consult"]), "\n")
    demog_header(n, c)
    n.f("Ward: {w}, {h}, bed {b}\n", w=P(c.ward, "HOSPITAL"),
        h=P(c.hosp_abbr, "HOSPITAL") if c.hosp_abbr and chance(r, 0.4) else P(c.hosp, "HOSPITAL"), b=c.bed())
    adm = past_date(c, 2, 30)
    n.f("Admitted: {a}   Seen: {d} {t}\n", a=c.D(adm), d=c.D(c.today, pick(r, ["full", "wd"])),
        t="%02d:%02d" % (r.randint(9, 18), r.randint(0, 59)))
    n.f("Referred by: {dr} ({s}) on {d}", dr=c.meddr.titled(), s=spec, d=c.D(past_date(c, 0, 2), "short"))
    if chance(r, 0.5):
        n.f(" - e-referral {i}", i=P(C.idnum(r, "referral"), "IDNUM"))
    n.add("\nReason: " + pick(r, sc["reason"]) + "\n")
    H(n, c, pick(r, ["Background", "Hx", "History"]))
    n.f("{a}{sx} admitted {d} with " + pick(r, sc["admit"]) + ". ", a=c.age_p(), sx=c.sex_letter(), d=c.D(adm, "short"))
    n.add(pick(r, ["Slow progress; ", "Medically improving; ", "Complicated stay; ", ""]))
    n.add(pick(r, sc["note"]))
    n.f("Discussed with nurse in charge {nm}.", nm=c.wardnurse.full() if chance(r, 0.5) else c.wardnurse.first_())
    n.add("\n")
    pmh(n, c, 4)
    meds(n, c, 2, 4)
    if chance(r, 0.6):
        psych_history(n, c)
    if chance(r, 0.5):
        substance(n, c)
    H(n, c, pick(r, ["Collateral", "Collateral hx"]))
    n.f("Spoke to {rel} {f} on {ph}: ", rel=fam.rel, f=fam.full() if chance(r, 0.5) else fam.first_(),
        ph=c.ph(pick(r, ["mob", "land"])))
    n.f(pick(r, COLL[sc["prof"]]), **kw)
    if chance(r, 0.5):
        n.f("{v} as a {j} at {e}. ", v="previously worked" if c.age > 60 else "works", j=P(c.profession, "PROFESSION"),
            e=P(c.employer, "ORGANIZATION"))
    if chance(r, 0.4):
        n.f("Lives in {city}", city=P(c.addr["city"], "CITY"))
        if chance(r, 0.5):
            n.f(" ({st})", st=P(c.addr["street"], "STREET"))
        n.add(". ")
    n.add("\n")
    H(n, c, pick(r, ["Examination", "O/E", "Assessment"]))
    n.add(K.obs(r, cc) + "\n")
    n.add(K.bloods_block(r, cc))
    n.add(K.scale(r) + "; " + K.scale(r) + "\n")
    n.add(K.mse(r, r.randrange(3), sc["prof"]))
    H(n, c, pick(r, ["Impression", "Opinion", "Formulation"]))
    n.add(pick(r, sc["imp"]) + "\n")
    H(n, c, pick(r, ["Recommendations", "Plan / recs", "Advice to ward team"]))
    keys = r.sample(sc["recs"], min(len(sc["recs"]), r.randint(3, 5)))
    for i, k in enumerate(keys):
        n.f("%d. " % (i + 1) + RECS[k] + "\n", **kw)
    n.f("We will review again on {d}. Please bleep {b} or ring {ph} if concerns before then.\n",
        d=c.D(c.days(r.randint(1, 4)), "wd"), b=c.ph("bleep"), ph=c.ph("ext"))
    if chance(r, 0.4):
        n.f("Discussed with {c}, " + c.svc["liaison"] + " consultant.\n", c=c.cons.titled())
    n.add("\n")
    who = c.trainee if chance(r, 0.6) else c.cons
    signature(n, c, who)
    if chance(r, 0.3):
        audit_footer(n, c, who)


# ------------------------------------------------------------------ capacity
DECISIONS = ["whether to accept below-knee amputation", "discharge destination (home vs 24h residential care)",
             "to leave hospital against medical advice", "to accept haemodialysis",
             "to accept NG feeding", "to consent to OGD under sedation", "to accept IV antibiotics",
             "to return home alone with a package of care", "to undergo hip fixation surgery"]
CAP_LAW = {"GB": "Mental Capacity Act 2005", "IE": "Assisted Decision-Making (Capacity) Act 2015",
           "US": "Appelbaum criteria", "CA": "Health Care Consent Act, 1996",
           "AU": "Medical Treatment Planning and Decisions Act", "NZ": "Code of Health and Disability Services Consumers' Rights (Right 7)"}
SURR = {"GB": "LPA (health & welfare)", "IE": "co-decision-maker", "US": "health care proxy",
        "CA": "SDM (POA for personal care)", "AU": "medical treatment decision maker", "NZ": "EPOA (personal care & welfare)"}
ADVOCATE = {"GB": "IMCA", "IE": "independent advocate", "US": "patient advocate", "CA": "rights adviser",
            "AU": "OPA advocate", "NZ": "health and disability advocate"}
BI_ACT = {"GB": ["DoLS urgent authorisation completed. ", "Best interests meeting to be arranged. ",
                 "Referral to IMCA as no appropriate person to consult. "],
          "IE": ["Referral to the Decision Support Service re a decision-making representative. ",
                 "Family meeting to be arranged under the Act's guiding principles. "],
          "US": ["Health care proxy activated; ethics consult requested. ", "Surrogate agrees with team's recommendation. "],
          "CA": ["Consent obtained from SDM per HCCA hierarchy; patient informed of right to apply to the Consent and Capacity Board. "],
          "AU": ["Medical treatment decision maker consulted; application to the tribunal for guardianship considered. "],
          "NZ": ["EPOA activated (certificate of incapacity completed); Family Court application under PPPR Act not needed. "]}
ABIL = {
    "Understand": (["could explain in own words what is proposed and why", "described the options accurately"],
                   ["could not describe the nature of the decision even in simple terms",
                    "believed {he} was in a hotel and did not need treatment"]),
    "Retain": (["recalled the key information after 10 minutes", "retained information between the two sessions"],
               ["unable to retain information beyond a few minutes", "no recall of the earlier discussion"]),
    "Use/weigh": (["weighed pros and cons, referring to {his} own previous experience",
                   "acknowledged the risks and explained why {he} accepts them"],
                  ["repeatedly said '{i} going home to feed the cat', unable to consider the risk of falls",
                   "believes the doctors are trying to poison {him}, so cannot weigh the information"]),
    "Communicate": (["clear and consistent choice expressed", "communicated choice verbally and in writing"],
                    ["unable to express a consistent choice", "choice changed repeatedly within the session"]),
}
US_ABIL = {"Choice": "Communicate", "Understanding": "Understand", "Appreciation": "Use/weigh", "Reasoning": "Use/weigh"}


def capacity(c, n):
    r, pt, cc = c.rng, c.pt, c.cc
    kw = dict(he=pt.he(), his=pt.his(), him=pt.him(), i="I'm")
    dec = pick(r, DECISIONS)
    fam = c.family(pick(r, ["daughter", "son", "wife", "husband", "niece", "sister"]))
    n.add(pick(r, ["MENTAL CAPACITY ASSESSMENT", "Capacity Assessment - decision specific",
                   "Assessment of Decision-Making Capacity", "CAPACITY ASSESSMENT FORM"]) + "\n")
    n.add("(" + CAP_LAW[cc] + ")\n")
    demog_header(n, c, pick(r, [0, 1, 3]))
    n.f("Location: {w}, bed {b}\n", w=P(c.ward, "HOSPITAL"), b=c.bed())
    d2 = past_date(c, 1, 3)
    n.f("Assessment dates: {a} and {b}\n", a=c.D(d2), b=c.D(c.today))
    assessor = c.cons if chance(r, 0.5) else c.trainee
    n.f("Assessor: {a}, {g}\n", a=assessor.titled_full(), g=assessor.grade)
    n.add("Others present: ")
    pres = [[fam.rel + " ", fam.full()]]
    if chance(r, 0.4):
        pres.append([ADVOCATE[cc] + " ", c.family("advocate").full()])
    lang = c.language()
    if lang:
        pres.append([lang + " interpreter ", c.staff("interp").full()])
    if chance(r, 0.5):
        pres.append(["staff nurse ", c.wardnurse.first_()])
    for i, p in enumerate(pres):
        n.add("; " if i else "", p)
    n.add("\n\nDecision to be made: " + dec + ".\n")
    n.f("Referred by {dr}, who explained the options and risks on {d}.\n", dr=c.meddr.titled(), d=c.D(d2, "short"))
    H(n, c, "Steps taken to support decision-making")
    n.add(pick(r, ["Hearing aids in, glasses on; quiet side room; information given verbally and in writing.",
                   "Assessed mid-morning when most alert; repeated over two sessions; diagrams used.",
                   "Family present at patient's request; information broken into small chunks.",
                   "Easy-read leaflet used; SALT advice followed re communication."]))
    if lang:
        n.add(" " + lang + " interpreter used throughout")
        if chance(r, 0.6):
            n.f(" (born in {c}, limited English)", c=P(pick(r, ["Poland", "Vietnam", "Somalia", "Pakistan", "Portugal",
                                                               "Samoa", "China", "Syria", "Mexico", "Romania"]), "COUNTRY"))
        n.add(".")
    n.add("\n")
    H(n, c, pick(r, ["Stage 1 - impairment or disturbance", "Diagnostic test", "Impairment"]))
    imp = pick(r, ["Yes - delirium (4AT %d) superimposed on likely dementia." % r.randint(4, 11),
                   "Yes - established vascular dementia (ACE-III %d)." % r.randint(40, 78),
                   "Yes - moderate learning disability.", "Yes - Korsakoff's syndrome.",
                   "Yes - psychotic relapse (persecutory delusions about the surgical team).",
                   "No clear impairment; MoCA %d/30." % r.randint(24, 30)])
    n.add(imp + "\n")
    lacks = not imp.startswith("No") and chance(r, 0.7)
    H(n, c, pick(r, ["Stage 2 - functional test", "Functional test"]))
    abil = ["Understand", "Retain", "Use/weigh", "Communicate"] if cc not in ("US", "CA") else \
        ["Choice", "Understanding", "Appreciation", "Reasoning"]
    fails = set()
    if lacks:
        fails = set(r.sample(abil, r.randint(1, 3)))
        fails.add(abil[2])
    for a in abil:
        yes, no = ABIL[US_ABIL.get(a, a)]
        ok = a not in fails
        n.f("- " + a + ": " + ("yes - " + pick(r, yes) if ok else "NO - " + pick(r, no)) + ".\n", **kw)
    H(n, c, "Outcome")
    n.f(("{pt} LACKS capacity to make this decision at this time." if lacks else
         "{pt} HAS capacity to make this decision; the choice should be respected even if unwise.") + "\n",
        pt=pt.titled())
    if lacks:
        H(n, c, "Best interests")
        n.f("Consulted {rel} {f} ({ph})", rel=fam.rel, f=fam.first_(), ph=c.ph("mob"))
        if chance(r, 0.5):
            n.f(", who holds " + SURR[cc] + " (registered {d}, ref {i})", d=c.D(past_date(c, 300, 3000)),
                i=P(pick(r, ["7000-" + C.digits(r, 4) + "-" + C.digits(r, 4), "LPA" + C.digits(r, 7)]), "IDNUM"))
        n.f(", and {gp} at {prac}. ", gp=c.gp.titled(), prac=P(c.practice, "HOSPITAL"))
        n.f(pick(r, ["Past wishes: always said {he} would 'never go into a home'. ",
                     "{He} previously declined dialysis when well (documented by renal team). ",
                     "Family feel {he} would want surgery if it gave {him} a chance to walk again. "]),
            He=pt.he().capitalize(), **kw)
        n.add(pick(r, BI_ACT[cc]))
        if chance(r, 0.4):
            n.f("Meeting booked {d} 14:00 in the {b}.", d=c.D(c.days(r.randint(2, 10)), "wd"),
                b=P(pick(r, ["Jubilee Wing seminar room", "Kestrel House meeting room", "Marlowe Building day room"]),
                    "LOCATION_OTHER"))
        n.add("\n")
    else:
        n.add("Decision and reasoning documented; team informed.\n")
    n.add("\n")
    signature(n, c, assessor, lic=chance(r, 0.5))
    if chance(r, 0.25):
        audit_footer(n, c, assessor)


# ------------------------------------------------------------------ medication review (own genre)
# (question, drugs that must be on the chart, recommendations)
MRQ = [
    ("QTc {qtc} ms on ECG - currently on citalopram and quetiapine", ["citalopram", "quetiapine"],
     ["Hold citalopram; switch to sertraline 50mg OD once QTc < 470.", "Reduce quetiapine; correct K and Mg.",
      "Repeat ECG in 24h and after any dose change."]),
    ("lithium level {li} mmol/L with AKI - ?toxicity", ["lithium"],
     ["Withhold lithium; IV fluids; repeat level 12h post-dose; renal team aware.",
      "Avoid NSAIDs, ACE inhibitors and thiazides.", "Do not restart without psychiatry review; consider alternative mood stabiliser."]),
    ("clozapine patient admitted with pneumonia, doses missed >48h", ["clozapine"],
     ["Re-titrate clozapine from 12.5mg as per protocol (missed >48h); inform clozapine clinic.",
      "Infection and smoking cessation raise clozapine levels - check level in 1 week.", "FBC now and weekly during retitration."]),
    ("?serotonin syndrome (clonus, hyperthermia) after tramadol added", ["sertraline", "tramadol"],
     ["Stop tramadol and sertraline; cyproheptadine 12mg stat if symptoms persist; active cooling.",
      "Benzodiazepine for agitation; avoid antipsychotics until NMS excluded.", "Restart SSRI only after full resolution."]),
    ("?NMS - CK {ck}, rigidity, pyrexia", ["haloperidol", "olanzapine"],
     ["Stop all antipsychotics; CK and U&E daily; consider transfer to HDU.", "IV fluids; lorazepam for rigidity.",
      "Document as adverse reaction; future antipsychotic rechallenge only after 2 weeks with specialist input."]),
    ("choice of antidepressant post-MI", ["bisoprolol", "atorvastatin"],
     ["Sertraline is first-line post-MI (SADHART data); start 50mg OD.", "Avoid TCAs and venlafaxine.",
      "Check Na in 2 weeks; bleeding risk with dual antiplatelets - consider PPI."]),
    ("hyponatraemia (Na {na}) on sertraline", ["sertraline"],
     ["Switch to mirtazapine 15mg ON; fluid restriction per renal; Na in 72h.", "Stop sertraline now (no taper needed at 50mg)."]),
    ("perioperative management of phenelzine (MAOI)", ["phenelzine"],
     ["Do not stop phenelzine abruptly; avoid pethidine and indirect sympathomimetics.",
      "Inform anaesthetist; tyramine-restricted diet to continue."]),
    ("alcohol withdrawal regime - pt also on methadone", ["methadone"],
     ["Chlordiazepoxide symptom-triggered; methadone dose unchanged - confirm dose with community prescriber.",
      "Pabrinex IV TDS x3 days; watch for oversedation (opioid + benzodiazepine)."]),
    ("antipsychotic choice in Parkinson's disease with hallucinations", ["co-careldopa"],
     ["Quetiapine 12.5mg ON (or pimavanserin where available); avoid haloperidol and risperidone.",
      "Review dopaminergic load with PD nurse specialist."]),
]
CHART = {
    "citalopram": ("20mg OD", "PO", "depression"), "quetiapine": ("50mg ON", "PO", "sleep/agitation"),
    "lithium": ("800mg ON", "PO", "BPAD"), "clozapine": ("350mg ON", "PO", "TRS"),
    "sertraline": ("100mg OD", "PO", "depression"), "tramadol": ("50mg QDS", "PO", "pain"),
    "haloperidol": ("1mg PRN", "PO/IM", "agitation"), "olanzapine": ("10mg ON", "PO", "psychosis"),
    "bisoprolol": ("2.5mg OD", "PO", "IHD"), "atorvastatin": ("80mg ON", "PO", "IHD"),
    "phenelzine": ("15mg TDS", "PO", "depression"), "methadone": ("70ml OD", "PO", "OST"),
    "co-careldopa": ("25/100 TDS", "PO", "Parkinson's"), "omeprazole": ("20mg OD", "PO", "GORD"),
    "paracetamol": ("1g QDS", "PO", "pain"), "enoxaparin": ("40mg OD", "SC", "VTE prophylaxis"),
    "salbutamol": ("2.5mg nebs PRN", "NEB", "wheeze"), "amoxicillin": ("1g TDS", "IV", "CAP"),
    "lactulose": ("15ml BD", "PO", "constipation"), "furosemide": ("40mg OM", "PO", "HF"),
    "zopiclone": ("3.75mg ON PRN", "PO", "sleep"), "insulin glargine": ("20 units ON", "SC", "T2DM"),
}


def med_review(c, n):
    r, pt, cc = c.rng, c.pt, c.cc
    q, must, recs = pick(r, MRQ)
    q = q.format(qtc=r.randint(475, 540), li="%.1f" % (r.randint(14, 32) / 10), ck=r.randint(1200, 9800),
                 na=r.randint(116, 128))
    n.add(pick(r, ["Liaison Psychiatry - Psychotropic Medication Review", "PSYCHOTROPIC MEDICATION REVIEW",
                   "C-L Psychiatry pharmacotherapy consult", "Medication advice - Liaison Psychiatry"]) + "\n")
    demog_header(n, c)
    n.f("Requested by: {dr}, {s}, {w}\nDate: {d}\n", dr=c.meddr.titled(), s=pick(r, SPECIALTY),
        w=P(c.ward, "HOSPITAL"), d=c.D(c.today))
    n.add("Question: " + q + "\n")
    H(n, c, pick(r, ["Current medication", "Drug chart", "Meds"]))
    n.add("| Drug | Dose | Route | Indication |\n|---|---|---|---|\n")
    others = [d for d in sorted(CHART) if d not in must]
    for d in must + r.sample(others, r.randint(2, 4)):
        dose, route, ind = CHART[d]
        n.add("| %s | %s | %s | %s |\n" % (K.para(cc) if d == "paracetamol" else d, dose, route, ind))
    H(n, c, pick(r, ["Relevant results", "Results"]))
    n.add(K.bloods_block(r, cc))
    n.f("ECG {d}: sinus rhythm, QTc %d ms (Fridericia).\n" % (r.randint(475, 540) if "QTc" in q else r.randint(400, 465)),
        d=c.D(past_date(c, 0, 3), "short"))
    if "clozapine" in must:
        cz = C.idnum(r, "clozapine")
        n.f("Clozapine: registered " + cz[0] + " {i}; last FBC {d} (green). Clozapine level {lv} mg/L. Community clinic at {h}.\n",
            i=P(cz[1], "IDNUM"), d=c.D(past_date(c, 3, 25)), lv="%.2f" % (r.randint(20, 90) / 100),
            h=P(c.hospital_name(), "HOSPITAL"))
    if chance(r, 0.5):
        dk, lab, val = C.device_serial(r)
        n.f("Note: has " + dk + " (" + lab + " {v}) - {adv}.\n", v=P(val, "DEVICE"),
            adv=pick(r, ["no interaction with proposed treatment", "check with device clinic before ECT",
                         "MRI conditional only", "ask patient to bring device diary"]))
    if chance(r, 0.6):
        ph = c.pharmacy_name()
        n.f("Community pharmacy: {p}, {ph} - " + pick(r, ["weekly blister pack", "daily supervised consumption",
                                                       "7-day dispensing (risk)", "no compliance aid"]) + ".\n",
            p=P(ph, "HOSPITAL"), ph=c.ph())
    n.f("Discussed with ward pharmacist {nm}.\n", nm=c.staff("pharm").full())
    if chance(r, 0.4):
        psych_history(n, c)
    H(n, c, pick(r, ["Recommendations", "Advice"]))
    recs = recs + r.sample(["Baseline and weekly ECG while on antipsychotic.", "Review in 48 hours.",
                            "Please document the change in the discharge letter for the GP.",
                            "Medicines reconciliation with community pharmacy before discharge."], 2)
    for i, s2 in enumerate(recs):
        n.add("%d. %s\n" % (i + 1, s2))
    n.add("\n")
    who = c.cons if chance(r, 0.4) else c.trainee
    signature(n, c, who)
    if chance(r, 0.45):
        audit_footer(n, c, who)
