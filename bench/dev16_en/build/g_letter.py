"""Outpatient clinic letters (consultant to referring/primary care physician)."""
import datetime as dt

import gcommon as G
from core import T

LETTERS = [
    dict(spec="Rheumatology", title="Consultant Rheumatologist", us_title="Attending Rheumatologist",
         dx=["Seropositive rheumatoid arthritis (RF and anti-CCP positive)", "Osteopenia"],
         meds=["methotrexate 20 mg weekly (Fridays)", "folic acid 5 mg weekly (not on methotrexate day)",
               "hydroxychloroquine 200 mg twice daily", "prednisolone 5 mg daily, tapering"],
         body="I reviewed {pt} in the rheumatology clinic on {visit}. Since starting methotrexate in {my} "
              "{his} morning stiffness has fallen from two hours to about twenty minutes. DAS28-CRP today "
              "is 3.1 (moderate), from 5.4. There is still synovitis of the right 2nd and 3rd MCP joints. "
              "{He} has had no mouth ulcers or cough. Blood monitoring has been satisfactory: ALT 28, "
              "creatinine 74 umol/L, WCC 6.2. {He} continues to work as {prof_a}, with some difficulty on "
              "long shifts.",
         plan=["Increase methotrexate to 25 mg weekly by subcutaneous injection.",
               "Taper prednisolone by 1 mg every 4 weeks to stop.",
               "Annual retinal screening for hydroxychloroquine; referral made.",
               "Blood monitoring every 3 months at {clinic}."]),
    dict(spec="Endocrinology", title="Consultant Endocrinologist", us_title="Endocrinology",
         dx=["Type 2 diabetes mellitus with microalbuminuria", "Primary hypothyroidism", "Obesity, BMI 36"],
         meds=["metformin 1 g twice daily", "empagliflozin 10 mg daily", "levothyroxine 100 mcg daily",
               "atorvastatin 20 mg at night"],
         body="Thank you for referring {pt}, whom I saw on {visit} regarding diabetes control. HbA1c has "
              "risen from 7.2% in {my} to 8.6% despite metformin and empagliflozin. {He} reports snacking "
              "in the evenings after night shifts as {prof_a}. No hypoglycaemia. Feet: intact monofilament "
              "sensation, palpable pulses. TSH 3.8 on levothyroxine 100 mcg. Urine ACR 6.1 mg/mmol.",
         plan=["Start semaglutide 0.25 mg weekly, increasing to 0.5 mg after 4 weeks.",
               "Continue metformin and empagliflozin.", "Dietitian referral for structured education.",
               "Repeat HbA1c, renal function and ACR in 3 months; review in clinic after that."]),
    dict(spec="Neurology", title="Consultant Neurologist", us_title="Movement Disorders Neurology",
         dx=["Idiopathic Parkinson's disease, Hoehn and Yahr stage 2", "REM sleep behaviour disorder",
             "Constipation"],
         meds=["co-careldopa 25/100 mg three times daily (0700, 1200, 1700)", "rasagiline 1 mg daily",
               "macrogol 1 sachet daily"],
         body="I saw {pt} with {fam} in the movement disorders clinic on {visit}. Since the diagnosis of "
              "Parkinson's disease in {y2} the right-sided rest tremor and bradykinesia have responded well to "
              "levodopa. {He} now notices wearing-off about 45 minutes before each dose, and mild "
              "dyskinesia in the afternoons. MDS-UPDRS part III score 24 on medication. No falls, "
              "hallucinations or impulse control problems. {famf} reports that {he} acts out dreams at night.",
         plan=["Add a fourth daily dose of co-careldopa at 2100 rather than increasing the individual doses.",
               "Parkinson's disease nurse specialist to contact {him} within 2 weeks.",
               "Bedroom safety advice given for REM sleep behaviour disorder; melatonin 3 mg at night.",
               "Review in 6 months, sooner if needed."]),
    dict(spec="Gastroenterology", title="Consultant Gastroenterologist", us_title="Inflammatory Bowel Disease Program",
         dx=["Crohn's disease, ileocolonic, stricturing phenotype (Montreal A2 L3 B2)", "Iron deficiency"],
         meds=["adalimumab 40 mg subcutaneously every 2 weeks", "azathioprine 100 mg daily",
               "ferrous fumarate 210 mg daily"],
         body="I reviewed {pt} on {visit}. {He} was diagnosed with Crohn's disease at {agedx} and started "
              "adalimumab in {my}. Stool frequency is 2-3 per day, formed, without blood. Faecal "
              "calprotectin has fallen from 820 to 140 ug/g. MR enterography on {prior} showed a 6 cm "
              "segment of terminal ileal thickening without pre-stenotic dilatation. Adalimumab trough "
              "level 7.8 ug/mL with no antibodies.",
         plan=["Continue adalimumab and azathioprine; TPMT normal.", "Ileocolonoscopy in 6 months to assess mucosal healing.",
               "Blood tests every 3 months (FBC, LFT, CRP).", "Annual influenza and pneumococcal vaccination; no live vaccines."]),
    dict(spec="Orthopaedics", title="Consultant Orthopaedic Surgeon", us_title="Orthopedic Surgery",
         dx=["Primary osteoarthritis of the left knee, Kellgren-Lawrence grade 4"],
         meds=["paracetamol 1 g four times daily", "topical diclofenac gel"],
         body="I saw {pt} on {visit} regarding {his} left knee. Pain now limits walking to about 200 metres and "
              "disturbs sleep. {He} has had two steroid injections, the last in {my}, with only three weeks of "
              "benefit. Examination: varus knee, fixed flexion deformity of 5 degrees, flexion to 105 degrees, "
              "stable ligaments, negative McMurray test. Radiographs show bone-on-bone medial compartment "
              "narrowing. Oxford knee score 17/48.",
         plan=["Listed for left total knee replacement; {he} understands the risks including infection, "
               "stiffness, DVT and persistent pain.", "Pre-operative assessment clinic at {hosp}.",
               "Physiotherapy 'prehab' programme in the meantime."]),
    dict(spec="Dermatology", title="Consultant Dermatologist", us_title="Dermatology",
         dx=["Chronic plaque psoriasis, PASI 14, DLQI 16", "Psoriatic nail disease"],
         meds=["calcipotriol/betamethasone foam once daily to plaques", "emollients liberally"],
         body="I reviewed {pt} in clinic on {visit}. Despite topical therapy and a course of narrowband UVB "
              "phototherapy ending in {my}, {he} has extensive plaques on the elbows, knees, scalp and "
              "lower back. PASI today is 14. {He} works as {prof_a} and the hand involvement is affecting "
              "{his} work. Baseline bloods and a QuantiFERON test are normal.",
         plan=["Start methotrexate 10 mg weekly, increasing to 15 mg after 4 weeks, with folic acid.",
               "If inadequate response by 16 weeks, we will consider a biologic.",
               "Review in 3 months."]),
    dict(spec="Oncology", title="Consultant Medical Oncologist", us_title="Medical Oncology",
         dx=["Left breast invasive ductal carcinoma, pT1c pN0, ER+/PR+/HER2-", "Status post lumpectomy and radiotherapy"],
         meds=["letrozole 2.5 mg daily", "calcium and vitamin D", "alendronate 70 mg weekly"],
         body="I saw {pt} for routine follow-up on {visit}, {yrs} years after lumpectomy at {hosp} and adjuvant "
              "radiotherapy completed in {my}. {He} tolerates letrozole apart from arthralgia in the hands. "
              "No new lumps, bone pain, cough or weight loss. Breast examination shows a well-healed scar and "
              "no masses. Surveillance mammogram on {prior} was benign (BI-RADS 2). DEXA shows osteopenia, "
              "T-score -1.8.",
         plan=["Continue letrozole to complete 5 years.", "Annual mammogram; next due after {nextyr}.",
               "Repeat DEXA in 2 years.", "Follow-up in 6 months."]),
    dict(spec="Sleep Medicine", title="Consultant in Respiratory and Sleep Medicine", us_title="Sleep Medicine",
         dx=["Severe obstructive sleep apnoea, AHI 42", "Hypertension"],
         meds=["amlodipine 10 mg daily", "ramipril 5 mg daily"],
         body="Thank you for referring {pt}, seen on {visit}. {He} works as {prof_a}, drives daily and reported "
              "falling asleep at traffic lights. Epworth score 17. Home sleep study on {prior} showed an AHI of "
              "42 with oxygen nadir 78%. Neck circumference 45 cm; Mallampati class IV.",
         plan=["Auto-CPAP started with mask fitting today.", "{He} must not drive until symptoms are controlled; "
               "advised to inform the licensing authority and {his} employer.",
               "Review download in 6 weeks."]),
    dict(spec="Cardiology", title="Consultant Cardiologist", us_title="Heart Failure Program",
         dx=["Heart failure with reduced ejection fraction (LVEF 30%), non-ischaemic", "Left bundle branch block",
             "Paroxysmal atrial fibrillation"],
         meds=["sacubitril/valsartan 49/51 mg twice daily", "bisoprolol 5 mg daily", "eplerenone 25 mg daily",
               "dapagliflozin 10 mg daily", "apixaban 5 mg twice daily"],
         body="I reviewed {pt} in the heart failure clinic on {visit}. {He} is NYHA class II, walking a mile "
              "on the flat. Weight stable at 82 kg. BP 108/64, HR 62 regular. QRS 164 ms LBBB. Repeat "
              "echocardiogram on {prior} shows LVEF 30%, unchanged from {my} despite optimal medical therapy.",
         plan=["Referred for cardiac resynchronisation therapy (CRT-D) assessment.",
               "Continue current medication; potassium 4.9 today.", "Heart failure nurse review in 4 weeks."]),
    dict(spec="Memory Clinic", title="Consultant Old Age Psychiatrist", us_title="Geriatric Psychiatry",
         dx=["Mild Alzheimer's disease dementia", "Depression, in remission"],
         meds=["donepezil 10 mg at night", "sertraline 50 mg daily"],
         body="I saw {pt} with {fam} in the memory clinic on {visit}. {He} scored 21/30 on the MoCA, down "
              "from 24 in {my}, losing points on delayed recall and orientation. {He} still manages personal "
              "care but {famf} now handles finances. No wandering or driving. Mood is good. MRI brain on "
              "{prior} showed bilateral hippocampal atrophy.",
         plan=["Continue donepezil 10 mg; no side effects.", "Lasting power of attorney discussed; the family will arrange.",
               "Carer support information provided.", "Review in 6 months."]),
]


def clinic_letter(c):
    lt = c.pick(LETTERS)
    while lt["spec"] == "Oncology" and c.pt.sex == "M":
        lt = c.pick(LETTERS)
    c.ensure_age(*{"Memory Clinic": (65, 95), "Orthopaedics": (50, 88), "Neurology": (50, 85),
                   "Oncology": (35, 85), "Cardiology": (35, 90), "Rheumatology": (20, 66),
                   "Endocrinology": (25, 66), "Dermatology": (18, 66), "Sleep Medicine": (25, 66)}.get(lt["spec"], (18, 90)))
    cons = c.new_doc("md")
    gp = c.pcp_doc()
    gp_practice = c.clinic_name()
    clinic_name = c.hosp if c.chance(0.55) else G.spec_clinic(c, lt["spec"].lower().replace(" clinic", ""))
    visit = c.d0
    letter_date = visit + dt.timedelta(days=c.ri(0, 9))
    extra = {
        "visit": lambda: c.dt(visit),
        "prior": lambda: c.dt(c.past_date(14, 200)),
        "yrs": lambda: str(c.ri(2, 4)),
        "nextyr": lambda: c.dt(visit + dt.timedelta(days=c.ri(200, 360)), style=c.pick(["my", "month"])),
    }
    uk = c.loc in ("UK", "AU")
    out = []
    # letterhead
    out.append("%s" % T("HOSPITAL", clinic_name))
    out.append("%s%s" % (lt["spec"] + " " + c.pick(["Clinic", "Department", "Service"]), ""))
    out.append(c.addr_line(c.hosp_addr, one_line=False))
    out.append("Tel: %s    Fax: %s" % (c.Ph(), c.Fx()))
    if c.chance(0.55):
        out.append("Email: %s" % T("EMAIL", "%s@%s" % (c.pick([lt["spec"].lower().replace(" ", ""), "appointments", "clinic.admin",
                                                                 "referrals"]), c.hosp_domain(clinic_name))))
    if c.chance(0.35):
        out.append(T("URL", c.url(clinic_name)))
    out.append("")
    out.append(c.dt(letter_date, style=c.pick({"US": ["long", "mdy"], "UK": ["d_month_y", "d_ord_month_y"],
                                               "CA": ["long", "iso"], "AU": ["d_month_y", "dmy"]}[c.loc])))
    out.append("")
    out.append(c.D(gp, c.pick(["dr_full", "full_cred"])))
    out.append(c.H(gp_practice))
    out.append(c.addr_line(c.make_address(business=True), one_line=False))
    out.append("")
    if uk:
        out.append("Dear %s%s," % (c.dr_title(gp).strip() + " ", T("DOCTOR", gp.last)))
    else:
        out.append("Dear %s:" % c.D(gp, "dr_last"))
    out.append("")
    p = c.pt
    reline = "Re: %s, DOB %s" % (c.PT(c.pick(["title_full", "full", "LF", "fml"])), G.dob_line(c))
    if c.loc == "UK":
        reline += ", NHS No. %s, Hosp No. %s" % (T("HEALTHPLAN", c.healthplan()), T("MRN", c.mrn()))
    elif c.loc == "AU":
        reline += ", UR %s" % T("MRN", c.mrn())
        if c.chance(0.5):
            reline += ", Medicare %s" % T("HEALTHPLAN", c.healthplan())
    elif c.loc == "CA":
        reline += ", MRN %s, %s %s" % (T("MRN", c.mrn()), c.hp_label(), T("HEALTHPLAN", c.healthplan()))
    else:
        reline += ", MRN %s" % T("MRN", c.mrn())
    out.append(reline)
    out.append("    " + c.addr_line(one_line=True))
    if c.chance(0.4):
        out.append("    Tel: %s" % c.Ph())
    out.append("")
    out.append("Diagnoses:")
    for i, d in enumerate(lt["dx"]):
        out.append("%d. %s" % (i + 1, d))
    out.append("")
    out.append("Current medication:")
    for m in lt["meds"]:
        out.append("- " + m)
    out.append("")
    out.append(c.fill(lt["body"], extra))
    out.append("")
    out.append(c.pick(["Plan:", "Management plan:", "Recommendations:"]))
    for i, pl in enumerate(lt["plan"]):
        out.append("%d. %s" % (i + 1, c.fill(pl, extra)))
    out.append("")
    if c.chance(0.5):
        out.append(c.pick([
            "I have copied this letter to %s, who can contact my secretary %s on %s with any questions." % (
                c.PT("title_last"), c.D(c.new_doc("sec"), "full"), c.Ph("ext")),
            "If there are any concerns before then, %s can reach the clinic nurse specialist, %s, on %s." % (
                c.PT("first"), c.D(c.new_doc("rn"), "full_cred"), c.Ph()),
            "%s's %s, %s, attended and is happy with the plan." % (
                c.PT("title_last"), c.fam(c.main_fam_kind()).relation, c.F(c.fam(c.main_fam_kind()), "first")),
        ]))
        out.append("")
    out.append("Yours sincerely," if uk else c.pick(["Sincerely,", "With kind regards,", "Best regards,"]))
    out.append("")
    out.append("")
    out.append(c.D(cons, c.pick(["full_cred", "fml_cred", "dr_full"])))
    out.append(lt["title"] if uk else lt["us_title"])
    if c.chance(0.5):
        if c.loc == "US":
            out.append("NPI %s" % T("LICENSE", c.npi()))
        else:
            out.append("%s %s" % (c.license_label(), T("LICENSE", c.license_other())))
    if c.chance(0.4):
        out.append(T("EMAIL", c.email(cons, c.hosp_domain(clinic_name))))
    out.append("")
    cc = ["cc: %s (patient)" % c.PT(c.pick(["title_full", "title_last", "full"]))]
    if c.chance(0.5):
        other = c.new_doc("md")
        cc.append("    %s, %s" % (c.D(other, "dr_full"), c.H(G.spec_clinic(c, c.pick(["cardiology", "nephrology", "urology", "neurology"])))))
    out.extend(cc)
    sec = c.new_doc("sec")
    out.append("%s/%s  D: %s  T: %s" % (c.D(cons, "init"), c.D(sec, "init_l"), c.dt(visit, kind="head"),
                                        c.dt(letter_date, kind="head")))
    return "\n".join(out)
