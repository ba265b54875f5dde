"""General-practice consultation scenarios (also reused by telehealth reviews).

Each scenario returns a dict of sections: reason, hx, exam, imp, plan.  Values are item lists.
"""
import blocks as B
import core as C
from core import S, tl


def _claim(ctx):
    r = ctx.rng
    if ctx.loc == "AU":
        return "WorkCover claim no.", S("HEALTHPLAN", "%s%s" % (r.choice(["WC", "", "CLM"]), C.digits(r, 8)))
    if ctx.loc == "NZ":
        return "ACC claim no.", S("HEALTHPLAN", "%s%s" % (r.choice(["", "10", "A"]), C.digits(r, 8)))
    return ("WSIB claim #" if ctx.addr.state == "ON" else "WCB claim #"), S("HEALTHPLAN", C.digits(r, 8))


def urti(ctx):
    r = ctx.rng
    d = r.randint(2, 9)
    f = ctx.fam("F1", r.choice(["son", "daughter", "partner", "wife" if ctx.pt.sex == "M" else "husband"]))
    working = 17 <= ctx.age <= 67
    dur = ("%d/7 hx of" % d) if ctx.loc != "CA" else ("%d-day history of" % d)
    if working:
        work = tl(ctx, "Has been off work from {EMP} since {WD2}. ", WD2=ctx.v["WDAY"])
        cert = tl(ctx, "- Medical certificate issued {D1} to {D2}\n", D1=ctx.D(ctx.visit, ctx.ns),
                  D2=ctx.DN(ctx.future(2, 6)))
    else:
        work = tl(ctx, "Has stayed home; {FR} has been bringing meals. ", FR=f.rel)
        cert = ["- Safety-net advice given to patient and family\n"]
    return {
        "skip": ("Resp",),
        "reason": ["Cough, fevers"],
        "hx": [tl(ctx, "%s %s cough, subjective fevers and myalgia. Started after %s " % (
            dur, r.choice(["productive", "dry", "barking", "wet"]), f.rel) + "{FG} was unwell over the weekend. "
                 "RAT negative {WD}. No SOB, no pleuritic pain, no haemoptysis. ",
                 FG=ctx.fname(f, "given"), WD=ctx.v["WDAY"]), work,
               tl(ctx, "Taking {para} and honey/lemon. {He} is a non-smoker.\n")],
        "exam": [r.choice(["Looks unwell but not toxic. ", "Well looking. ", "Mildly flushed. "]),
                 B.vitals(ctx), ". Chest: %s. Throat %s. TMs NAD.\n" % (
                     r.choice(["scattered coarse creps R base", "clear, good AE bilat", "occasional wheeze, no creps"]),
                     r.choice(["mildly injected", "NAD", "tonsils enlarged, no exudate"]))],
        "imp": [r.choice(["Viral LRTI.", "Probable viral URTI.", "Early CAP R base vs viral LRTI.",
                          "Acute bronchitis."]), "\n"],
        "plan": [tl(ctx, "- Supportive care, fluids, {para} PRN\n- %s\n" % r.choice(
                     ["Amoxicillin 1 g TDS 5/7" if ctx.loc != "CA" else "Amoxicillin 1 g TID x 5 days",
                      "No antibiotics indicated - discussed",
                      "Doxycycline 100 mg BD 5/7 (delayed script)"])), cert,
                 tl(ctx, "- Script sent to {PHARM1_NAME} (%s)\n- Return if SOB, persisting fevers >48 h; review "
                         "in 1 week PRN\n" % r.choice(["eScript token sent to " + ctx.t["mobile"], "paper script", "faxed"]))],
    }


def t2dm(ctx):
    r = ctx.rng
    a1 = round(r.uniform(6.4, 10.8), 1)
    a0 = round(a1 - r.uniform(-1.2, 1.4), 1)
    return {
        "reason": ["Diabetes review / cycle of care"],
        "hx": tl(ctx, "T2DM dx {Y}. HbA1c %.1f%% ({D1}), previously %.1f%% in {MY}. Home BSLs %d-%d, fasting mostly "
                      "high. Admits diet has slipped since {HOL}. Works %s as a {PROF} - struggling with meal timing. "
                      "No hypos. Last retinal screen {D2} - nil retinopathy. Sees podiatrist at {PODC1_NAME}.\n" % (
                          a1, a0, r.randint(5, 8), r.randint(9, 16),
                          r.choice(["night shifts", "12-h shifts", "long hours", "FIFO 2/1 roster"])),
                 Y=ctx.v["YPAST"], D1=ctx.v["DRECENT"], MY=ctx.v["MYPAST"], HOL=ctx.v["HOLIDAY"], D2=ctx.v["DPAST"]),
        "exam": ["Wt %.1f kg, BMI %.1f, waist %d cm. %s. Feet: monofilament intact bilat, DP/PT pulses palpable, "
                 "no ulcers.\n" % (r.uniform(68, 135), r.uniform(24, 43), r.randint(88, 132),
                                   B.vitals(ctx, full=False))],
        "imp": ["T2DM, suboptimal control.%s\n" % r.choice(["", " Microalbuminuria.", " Also HTN and dyslipidaemia."])],
        "plan": tl(ctx, "1. %s\n2. Referral to diabetes educator at {HOSP1_NAME}\n3. GPMP / TCA reviewed, "
                        "copy to patient\n4. Repeat HbA1c, ACR, lipids in 3/12 (around {DF})\n"
                        "5. Discussed sick-day rules; {FR} {FN} to attend next visit\n" % r.choice([
                            "Commence empagliflozin 10 mg daily", "Increase metformin to 1 g BD",
                            "Start semaglutide 0.25 mg weekly, titrate", "Add gliclazide MR 30 mg mane"]),
                   DF=ctx.v["DFUT"], FR=ctx.fam("F1").rel, FN=ctx.fname(ctx.fam("F1"), "given")),
    }


def htn(ctx):
    r = ctx.rng
    return {
        "skip": ("CVS", "Resp"),
        "reason": ["BP check, repeat scripts"],
        "hx": tl(ctx, "Home BP readings (diary since {D1}) averaging %d/%d. No headaches, chest pain or SOB. "
                      "Stress at work - recently promoted at {EMP}. Dad had stroke at {A1}. Asks about "
                      "absolute CVD risk.\n" % (r.randint(132, 164), r.randint(82, 98)),
                 D1=ctx.v["DRECENT"], A1=S("AGE", str(r.randint(52, 74)))),
        "exam": [B.vitals(ctx), ". HS dual, no murmurs. Chest clear. No oedema.\n"],
        "imp": ["Hypertension, not at target. 5-yr CVD risk %d%% (moderate).\n" % r.randint(5, 14)],
        "plan": tl(ctx, "- %s\n- Fasting lipids, UEC, ACR\n- ECG today: SR, no LVH\n- Lifestyle: reduce salt, "
                        "walk 30 min daily\n- Review {DF} with home BP diary\n" % r.choice([
                            "Start perindopril 5 mg daily", "Increase amlodipine to 10 mg", "Add indapamide 1.5 mg",
                            "Switch to candesartan 16 mg"]), DF=ctx.v["DFUT"]),
    }


def mental(ctx):
    r = ctx.rng
    f = ctx.fam("F1", r.choice(["partner", "wife" if ctx.pt.sex == "M" else "husband", "mother", "ex-partner"]))
    ps = ctx.clin("PSYCH1", "PSYCH")
    k10 = r.randint(24, 42)
    return {
        "reason": ["Low mood, Mental Health Treatment Plan" if ctx.loc == "AU" else "Low mood and anxiety"],
        "hx": tl(ctx, "Presents with 3/12 of low mood, poor sleep, early waking and anhedonia. Separated from %s "
                      "{FN} in {MY}; now sharing care of the kids. Finding work as a {PROF} hard to sustain, "
                      "took leave from {EMP} on {D1}. K10 = %d. PHQ-9 = %d. Denies SI/plan today; "
                      "protective factors: children, sister {SN}. No drugs, ETOH 2-3 drinks most nights.\n" % (
                          f.rel, k10, r.randint(12, 24)),
                 FN=ctx.fname(f, "full"), MY=ctx.v["MYPAST"], D1=ctx.v["DRECENT"],
                 SN=ctx.fname(ctx.fam("SIS", "sister"), "given")),
        "exam": ["MSE: casually dressed, good rapport, psychomotor slowing. Mood 'flat', affect restricted. "
                 "Thought form normal, no psychotic features. Insight good.\n"],
        "imp": ["Moderate depressive episode with anxious distress.\n"],
        "plan": tl(ctx, "- MHTP completed; referral to {PS} ({PSC}) at {AL}, ph {APH}\n- %s\n- Safety plan "
                        "written; crisis team {CT} if deteriorates\n- Sister {SN} aware and supportive\n"
                        "- Review 2/52 ({DF})\n" % r.choice(["Commence sertraline 50 mg mane",
                                                              "Commence escitalopram 10 mg",
                                                              "Trial of psychological therapy first"]),
                   PS=ctx.dname(ps, "full"), PSC=ps.cred or "psychologist", AL=ctx.v["PSYCHC1_NAME"],
                   APH=ctx.v["PSYCHC1_PH"], CT=S("PHONE", C.phone(r, ctx.loc, "land", ctx.addr)),
                   SN=ctx.fname(ctx.fam("SIS", "sister"), "given"), DF=ctx.v["DFUT"]),
    }


def back_work(ctx):
    r = ctx.rng
    lab, claim = _claim(ctx)
    sup = ctx.fam("BOSS", "supervisor")
    out = {
        "reason": ["Back injury at work - %s" % r.choice({"AU": ["certificate of capacity", "WorkCover review"],
                                                          "NZ": ["ACC45", "ACC review"],
                                                          "CA": ["WSIB Form 8" if ctx.addr.state == "ON" else "WCB physician report"]}[ctx.loc])],
        "hx": tl(ctx, "Injured lower back lifting %s at {EMP} on {D1} at approx %02d:%02d. Immediate pain L lumbar, "
                      "no radiation below knee. No saddle anaesthesia, bladder/bowel normal. Reported to supervisor "
                      "{SUP} same day. Works as a {PROF}, 10-h shifts.\n" % (
                          r.choice(["a pallet", "a patient", "bags of cement", "a crate of stock", "a tyre"]),
                          r.randint(6, 17), r.randint(0, 59)),
                 D1=ctx.v["DRECENT"], SUP=ctx.fname(sup, "full")),
        "exam": ["Gait antalgic. Lumbar flexion to knees, ext painful. L paraspinal spasm. SLR 80 deg bilat. "
                 "Power, reflexes, sensation normal L2-S1.\n"],
        "imp": ["Acute mechanical low back pain, work-related. No red flags.\n"],
        "plan": tl(ctx, "- {LAB} {CL}\n- Modified duties: no lifting >5 kg, alternate sit/stand, from {D2} to {D3}\n"
                        "- Physio referral to {AL}\n- Analgesia: {para} regular, ibuprofen 400 mg TDS with food 5/7\n"
                        "- Employer contact {SUP}, ph {SPH}\n", LAB=lab, CL=claim, D2=ctx.D(ctx.visit, ctx.ns),
                   D3=ctx.DN(ctx.future(10, 21)), AL=ctx.v["PHYSIOC1_NAME"], SUP=ctx.fname(sup, "given"),
                   SPH=S("PHONE", C.phone(r, ctx.loc, "land", ctx.addr, ext=r.random() < 0.4))),
    }
    if ctx.loc == "CA" and r.random() < 0.7:
        out["plan"] += tl(ctx, "- SIN for Form 8 confirmed with patient: {SIN}\n", SIN=S("SSN", C.sin_ca(r)))
    if ctx.loc == "NZ" and r.random() < 0.5:
        out["plan"] += tl(ctx, "- IRD number for weekly compensation: {IRD}\n", IRD=S("SSN", C.ird_nz(r)))
    return out


def skin(ctx):
    r = ctx.rng
    f = ctx.fam("F1", "wife" if ctx.pt.sex == "M" else "husband")
    site = r.choice(["L upper back", "R forearm", "scalp vertex", "L shin", "R cheek", "chest"])
    return {
        "reason": ["Skin check, lesion %s" % site],
        "hx": tl(ctx, "{FR} {FG} noticed a changing mole on %s over the last few months. Outdoor work as a {PROF} "
                      "for %d years. Previous BCC excised {Y}. Holidays in {C} in {MY}.\n" % (site, r.randint(8, 35)),
                 FR=f.rel.capitalize(), FG=ctx.fname(f, "given"), Y=ctx.v["YPAST"], MY=ctx.v["MYPAST"],
                 C=S("COUNTRY", r.choice(["Fiji", "Thailand", "Vietnam", "Mexico", "Samoa", "Portugal"]))),
        "exam": ["Dermoscopy %s: %d mm asymmetric pigmented lesion, irregular network, blue-white veil. "
                 "Multiple solar keratoses forearms.\n" % (site, r.randint(4, 14))],
        "imp": ["Suspicious pigmented lesion - ?melanoma.\n"],
        "plan": tl(ctx, "- Excision biopsy with 2 mm margins done today under LA (1% lignocaine w adr)\n"
                        "- Specimen to {LAB}, request no. {RQ}\n- Sutures out 10/7 at practice nurse clinic\n"
                        "- Results to be discussed {DF}\n", LAB=ctx.v["LAB1_NAME"],
                   RQ=S("IDNUM", C.lab_no(r, ctx.visit.year % 100)), DF=ctx.v["DFUT"]),
    }


def asthma(ctx):
    r = ctx.rng
    return {
        "skip": ("Resp",),
        "reason": ["Asthma review"],
        "hx": tl(ctx, "Using reliever %s. Night waking %s. Presented to {HOSP1_NAME} ED on {D1} with exacerbation, "
                      "given pred 5/7. Triggers: cold air, smoke from neighbour's fire, cat at {FR}'s house. "
                      "ACT score %d.\n" % (r.choice(["daily", "4x/week", "most nights"]), r.choice(["2x/wk", "nightly", "occasional"]),
                                           r.randint(10, 19)),
                 D1=ctx.v["DPAST"], FR=ctx.fname(ctx.fam("F1", r.choice(["mother", "sister", "friend"])), "given")),
        "exam": [B.vitals(ctx), ". Chest: mild expiratory wheeze. PEF %d L/min (%d%% pred).\n" % (
            r.randint(220, 480), r.randint(55, 92))],
        "imp": ["Asthma, poorly controlled.\n"],
        "plan": ["- Step up to budesonide/formoterol maintenance + reliever\n- Inhaler technique checked, spacer\n"
                 "- Written asthma action plan given\n- Spirometry at next visit\n- Flu vaccine given today, batch noted\n"],
    }


def womens(ctx):
    r = ctx.rng
    return {
        "reason": ["Contraception, cervical screening"],
        "hx": tl(ctx, "LMP {D1}, cycles regular 28-30 days. Currently on %s, wants LARC. G%dP%d. Last cervical "
                      "screen {D2} - normal. Partner {FN}. Works as a {PROF}.\n" % (
                          r.choice(["COCP", "condoms only", "progestogen-only pill"]), r.randint(0, 3), r.randint(0, 2)),
                 D1=ctx.v["DRECENT"], D2=ctx.v["DPAST"], FN=ctx.fname(ctx.fam("F1", "partner"), "given")),
        "exam": ["BP %d/%d, BMI %.1f. Speculum: cervix healthy. CST self-collected.\n" % (
            r.randint(100, 130), r.randint(60, 84), r.uniform(19, 34))],
        "imp": ["Contraception counselling; routine CST.\n"],
        "plan": tl(ctx, "- Etonogestrel implant inserted L arm, batch noted, {WD} - no complications\n- CST sent to "
                        "{LAB}\n- Chlamydia PCR, offered STI screen\n", WD=ctx.D(ctx.visit, "wd_d_month_y" if ctx.loc != "CA"
                                                                                      else "wd_month_d_y"),
                   LAB=ctx.v["LAB1_NAME"]),
    }


def uti(ctx):
    r = ctx.rng
    return {
        "skip": ("Abdo",),
        "reason": ["Dysuria"],
        "hx": tl(ctx, "%d/7 dysuria, frequency, suprapubic discomfort. No loin pain, no fevers. Previous UTI in {MY} "
                      "(E. coli, sensitive to trimethoprim).\n" % r.randint(1, 4), MY=ctx.v["MYPAST"]),
        "exam": ["Afebrile. Abdo SNT, no renal angle tenderness. Urine dipstick: leuc +++, nitrites +, blood +.\n"],
        "imp": ["Uncomplicated cystitis.\n"],
        "plan": tl(ctx, "- MSU to {LAB} (lab no. {LN})\n- %s\n- Fluids, urinary alkaliniser\n- Phone results {DF}\n" % r.choice([
            "Trimethoprim 300 mg nocte 3/7", "Nitrofurantoin 100 mg QID 5/7", "Cephalexin 500 mg BD 5/7"]),
                   LAB=ctx.v["LAB1_NAME"], LN=S("IDNUM", C.lab_no(r)), DF=ctx.v["DFUT"]),
    }


def child(ctx):
    r = ctx.rng
    f = ctx.fam("PAR", r.choice(["mother", "father", "mum", "dad"]))
    return {
        "skip": "all",
        "reason": ["Fever and ear pain"],
        "hx": tl(ctx, "Brought in by {FR} {FN}. %d days of fevers to 39.2, R ear pain, off food. Attends {SCH}; "
                      "several kids unwell there. Immunisations up to date. No rash, no vomiting, wet nappies/voiding ok. "
                      "{FG} works as a {PROF} and needs a carer's certificate.\n" % r.randint(1, 4),
                 FR=f.rel, FN=ctx.fname(f, "full"), FG=ctx.fname(f, "given"),
                 SCH=S("ORGANIZATION", ctx.inst("SCHOOL", "school").name), PROF=S("PROFESSION", ctx._profession())),
        "exam": ["Alert, interactive. T 38.6, HR 128. R TM bulging, red; L TM dull. Throat mildly red. Chest clear. "
                 "No meningism.\n"],
        "imp": ["R acute otitis media.\n"],
        "plan": tl(ctx, "- Amoxicillin 45 mg/kg/day in 2 doses 5/7\n- Analgesia\n- Carer's certificate for {FG}\n"
                        "- Review if not improving in 48-72 h\n", FG=ctx.fname(f, "given")),
    }


def gout(ctx):
    r = ctx.rng
    return {
        "reason": ["Painful R big toe"],
        "hx": tl(ctx, "Woke {WD} with hot swollen R 1st MTPJ. Third flare since {Y}. Big family lunch for {HOL} "
                      "with seafood and beer. Works as a {PROF}, unable to wear boots.\n",
                 WD=ctx.v["WDAY"], Y=ctx.v["YPAST"], HOL=ctx.v["HOLIDAY"]),
        "exam": ["R 1st MTPJ erythematous, swollen, exquisitely tender. Afebrile.\n"],
        "imp": ["Acute gout.\n"],
        "plan": ["- Colchicine 1 mg stat then 0.5 mg 1 h later, then 0.5 mg BD\n- Urate, UEC in 4/52\n"
                 "- Discuss allopurinol once settled\n"],
    }


def knee(ctx):
    r = ctx.rng
    return {
        "reason": ["Knee injury - sport"],
        "hx": tl(ctx, "Twisting injury L knee playing for {CLUB} on {WD}. Felt a pop, swelled within 2 h, unable to "
                      "continue. Coach {CO} strapped it. Now weight-bearing with limp.\n",
                 CLUB=S("ORGANIZATION", ctx.inst("CLUB", "club").name), WD=ctx.v["WDAY"],
                 CO=ctx.fname(ctx.fam("COACH", "coach"), "full")),
        "exam": ["Moderate effusion. ROM 10-100 deg. Lachman +ve with soft endpoint. McMurray equivocal. "
                 "Collaterals stable.\n"],
        "imp": ["Probable ACL rupture L knee.\n"],
        "plan": tl(ctx, "- MRI L knee at {IMG} (referral faxed {FX})\n- Physio for ROM and quads\n- Ortho referral "
                        "{SD} at {HOSP1_NAME} once MRI done\n", IMG=ctx.v["IMG1_NAME"], FX=ctx.v["IMG1_FAX"],
                   SD=ctx.v["SPEC1_DR"]),
    }


def otp(ctx):
    r = ctx.rng
    ph = ctx.inst("PHARM1", "pharmacy")
    return {
        "reason": ["Opioid treatment program review"],
        "hx": tl(ctx, "On %s, dosing daily at {PH}. Identity confirmed at pharmacy via fingerprint scan (biometric ID "
                      "{BIO}). %d missed doses since {D1}. No use on top reported; UDS today. Living with {FR} "
                      "{FN}, looking for work as a {PROF}.\n" % (
                          r.choice(["buprenorphine/naloxone 16/4 mg SL", "methadone 70 mg", "methadone 55 mg",
                                    "buprenorphine depot 96 mg weekly"]), r.randint(0, 4)),
                 PH=S("HOSPITAL", ph.name), BIO=S("BIOID", C.bioid(r)), D1=ctx.v["DRECENT"],
                 FR=ctx.fam("F1", "partner").rel, FN=ctx.fname(ctx.fam("F1"), "given")),
        "exam": ["Pupils normal size, no sedation. Injection sites L antecubital healed.\n"],
        "imp": ["Opioid use disorder, stable on treatment.\n"],
        "plan": tl(ctx, "- Continue, 2 takeaway doses/week approved\n- Prescription faxed to {PH} fax {PF}\n"
                        "- Authority / permit no. {PN}\n- Hep C RNA and LFTs\n- Review 4/52\n",
                   PH=S("HOSPITAL", ph.name), PF=S("FAX", ph.fax), PN=S("IDNUM", C.generic_id(r, r.choice(["", "P", "OTP-"]), 7))),
    }


def travel(ctx):
    r = ctx.rng
    c = r.choice(["India", "Vietnam", "Kenya", "Peru", "Indonesia", "Cambodia", "Nepal", "Tanzania", "Philippines"])
    return {
        "reason": ["Travel vaccines"],
        "hx": tl(ctx, "Travelling to {C} with {FR} {FN} departing {D1}, returning {D2}. Backpacking, some rural "
                      "stays. Previous hep A/B course {Y}. No immunosuppression.\n", C=S("COUNTRY", c),
                 FR=ctx.fam("F1", r.choice(["partner", "friend", "brother", "sister"])).rel,
                 FN=ctx.fname(ctx.fam("F1"), "full"), D1=ctx.DN(ctx.future(14, 60)), D2=ctx.DN(ctx.future(70, 140)),
                 Y=ctx.v["YPAST"]),
        "exam": ["Well. BP %d/%d.\n" % (r.randint(105, 140), r.randint(62, 88))],
        "imp": ["Pre-travel consultation.\n"],
        "plan": ["- Typhoid (Vivotif), dTpa booster today\n- Malaria prophylaxis: doxycycline 100 mg daily\n"
                 "- Travellers' diarrhoea advice, azithromycin standby\n- Letter for medications\n"],
    }


def medrev(ctx):
    r = ctx.rng
    ph = ctx.clin("PHARM2", "PHARM")
    return {
        "reason": ["Medication review (home medicines review)"],
        "hx": tl(ctx, "HMR completed by pharmacist {PH} on {D1}. Taking %d regular meds. {FR} {FN} manages the "
                      "Webster-pak from {PHN}. One fall in {MY}, no injury. Some dizziness on standing.\n" % r.randint(8, 14),
                 PH=ctx.dname(ph, "full"), D1=ctx.v["DRECENT"], FR=ctx.fam("F1", r.choice(["daughter", "son", "wife", "husband"])).rel.capitalize(),
                 FN=ctx.fname(ctx.fam("F1"), "given"), PHN=ctx.v["PHARM1_NAME"], MY=ctx.v["MYPAST"]),
        "exam": ["Lying BP %d/%d, standing %d/%d. Timed up and go %d s.\n" % (
            r.randint(128, 160), r.randint(70, 90), r.randint(100, 130), r.randint(60, 80), r.randint(11, 24))],
        "imp": ["Polypharmacy, orthostatic hypotension.\n"],
        "plan": ["- Cease doxazosin; reduce frusemide to alternate days\n- Deprescribe PPI trial\n- Repeat lying/standing BP 2/52\n"],
    }


def chestpain(ctx):
    r = ctx.rng
    return {
        "skip": ("CVS", "Resp"),
        "reason": ["Chest pain"],
        "hx": tl(ctx, "Central chest tightness on exertion x %d/52, walking up the hill near the {LM}. Resolves with rest "
                      "in 5 min. Ex-smoker. Brother had CABG at {A}.\n" % r.randint(1, 6),
                 LM=S("LOCATION_OTHER", r.choice(["Kingfisher Reserve lookout", "Saddleback Lookout",
                                                  "Fairview Water Tower", "Miller's Point lookout",
                                                  "Heritage Rail Bridge", "Goldfields Memorial Park"])),
                 A=S("AGE", str(r.randint(45, 66)))),
        "exam": [B.vitals(ctx), ". HS normal. ECG: SR, no acute changes.\n"],
        "imp": ["Stable angina, probable.\n"],
        "plan": tl(ctx, "- Aspirin 100 mg, GTN spray PRN\n- Urgent cardiology referral to {SD} at {H}\n"
                        "- Advised to call an ambulance if pain >10 min\n",
                   SD=ctx.v["SPEC1_DRC"], H=ctx.v["HOSP1_NAME"]),
    }


def insomnia(ctx):
    r = ctx.rng
    return {
        "reason": ["Sleep, work stress"],
        "hx": tl(ctx, "Difficulty initiating sleep for 6/12 since moving to night roster as a {PROF}. New manager "
                      "at {EMP}. Caffeine 5 cups/day. Partner {FN} reports loud snoring. Epworth %d.\n" % r.randint(6, 17),
                 FN=ctx.fname(ctx.fam("F1", "partner"), "given")),
        "exam": ["BMI %.1f, neck 43 cm, Mallampati III.\n" % r.uniform(27, 39)],
        "imp": ["Insomnia, shift-work disorder; ?OSA.\n"],
        "plan": tl(ctx, "- Home sleep study via {AL}\n- CBT-i resources\n- Review with results {DF}\n",
                   AL=ctx.v["SLEEPC1_NAME"], DF=ctx.v["DFUT"]),
    }


SCENARIOS = [urti, t2dm, htn, mental, back_work, skin, asthma, womens, uti, child, gout, knee, otp, travel,
             medrev, chestpain, insomnia]
TELE_OK = [t2dm, htn, mental, uti, medrev, insomnia, otp, back_work, urti]


def pick(ctx, pool=None):
    r = ctx.rng
    pool = pool or SCENARIOS
    ok = []
    for s in pool:
        if s is child and ctx.age >= 14:
            continue
        if s is not child and ctx.age < 14:
            continue
        if s is womens and (ctx.pt.sex != "F" or ctx.age > 50):
            continue
        if s in (back_work, insomnia, otp, knee) and (ctx.age < 17 or ctx.age > 70):
            continue
        if s is medrev and ctx.age < 60:
            continue
        if s in (chestpain, htn, gout) and ctx.age < 35:
            continue
        if s is t2dm and ctx.age < 25:
            continue
        ok.append(s)
    if not ok:
        ok = [urti]
    return ctx.pick("gp_scen", ok)
