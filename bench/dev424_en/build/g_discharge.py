"""Genre: discharge letter / summary to GP."""
from doc import Phi
import blocks as B
import pools_text as PT
import pools_clin as PC
import pools_places as PP

GENRE = "discharge_letter"


def build(c, d, v):
    rng, cty = c.rng, c.cty
    auth = c.staff("pract", rng.choice(["nurse", "psychologist", "social_worker", "psychiatrist"]))
    cons = c.staff("psychiatrist")
    B.letterhead(d, c, v, auth)
    d.w("{idx}\n\n{Dr} {gp}\n{practice}\n{practice_addr}\n\n", v)
    d.w("Dear {Dr} {gp_l},\n\n", v)
    d.w("Re: {pt}   DOB {dob}   {mrn_lab} {mrn}\n{addr}\n\n", v)
    d.w("{t}\n", t=rng.choice(["DISCHARGE SUMMARY", "Discharge from CAMHS", "CLOSURE SUMMARY",
                               "Discharge letter - episode of care"]))
    fa_days = rng.randint(150, 600)
    d.w("Date of referral: {rd}\nFirst appointment: {fa}\nDate of discharge: {idx}\n", v,
        rd=c.rel(-fa_days - rng.randint(20, 200)), fa=c.rel(-fa_days))
    d.add("Sessions attended: %d (DNA %d, cancelled %d)\n" % (rng.randint(6, 30), rng.randint(0, 4), rng.randint(0, 3)))
    d.w("Episode no.: {ep}\n", ep=cty.account())
    v = dict(v)
    v["event_d"] = c.rel(-fa_days - rng.randint(30, 120))
    v["onset_d"] = c.rel(-fa_days - rng.randint(60, 300), "month_year")
    v["event_m"] = c.rel(-fa_days - rng.randint(30, 200), "month")
    d.add("\nDiagnosis:\n")
    d.add("  %s\n" % rng.choice(PC.ICD.get(c.problem, PC.ICD["anxiety"])))
    if rng.random() < 0.3:
        d.add("  %s\n" % rng.choice(PC.ICD["anxiety"]))
    d.add("\nReason for referral:\n")
    d.w("  " + rng.choice(PT.REASON[c.problem]) + "\n", v)
    d.add("\nIntervention:\n")
    d.w("  {pt_f} and {pos} family were offered {iv}", v, iv=rng.choice(PT.INTERVENTION[c.problem]))
    d.w(" with {n} ({j}) from {fa} to {la}. ", n=auth.full(), j=auth.job, fa=c.d(c.day(-fa_days + 14),
                                                                                 "month_year"),
        la=c.rel(-rng.randint(7, 40), "month_year"))
    d.add(rng.choice(["Sessions focused on psychoeducation, exposure hierarchy and relapse prevention. ",
                      "Work included emotion regulation skills, chain analysis and safety planning. ",
                      "Parents attended the 8-week group programme. ",
                      "Medication was reviewed by the team psychiatrist throughout. "]))
    if rng.random() < 0.5:
        d.add("Also relevant: %s. " % rng.choice(PC.HARD_NEG_LONG))
    d.add("\n\nOutcome measures (first -> last):\n")
    for name, sub, (lo, hi) in PC.scales_for(rng, c.problem, rng.randint(2, 4)):
        if hi > 6:
            a = rng.randint((lo + hi) // 2, hi)
            d.add("  %s %s: %d -> %d\n" % (name, sub, a, max(lo, a - rng.randint(0, (hi - lo) // 2))))
    d.add("  Goals (GBO mean): %.1f -> %.1f\n" % (rng.uniform(1, 4), rng.uniform(5, 9)))
    d.add("\nMedication on discharge:\n")
    if c.problem in ("depression", "anxiety", "ocd", "selfharm") and rng.random() < 0.6:
        d.add("  %s\n" % PC.med_line(rng, "ssri"))
        d.add("  Recommend continuing for at least 6 months after remission, then taper over 4 weeks.\n")
    elif c.problem == "adhd":
        d.add("  %s\n" % PC.med_line(rng, "adhd"))
        d.add("  Transferred to shared care; annual review with paediatrics.\n")
    else:
        d.add("  None\n")
    d.add("\nRisk at discharge:\n")
    d.add("  %s\n" % rng.choice(["No self-harm for 4 months; no suicidal ideation. Risk considered low.",
                                 "Occasional urges, managed with skills. Safety plan in place.",
                                 "Low, no current concerns from school or family."]))
    d.add("\nRelapse signature / early warning signs:\n")
    d.add("  %s\n" % ", ".join(rng.sample(PT.WARNING, 3)))
    d.add("\nReason for discharge: %s\n" % rng.choice(["goals met", "treatment complete", "young person's choice",
                                                      "non-engagement (3 DNAs, letters sent)",
                                                      "transition to adult services", "moved out of area"]))
    if rng.random() < 0.3:
        d.w("  Family moving to {t}; records transferred to {nt} with consent.\n", t=Phi(c.rng.choice(
            PP.TOWNS[c.code])[0], "CITY"), nt=Phi(c.stems[9] + " " + cty.service(), "HOSPITAL"))
    d.add("\nRecommendations:\n")
    d.w("  - Re-referral within 6 months can be made directly via our SPA ({team_tel} / {team_url}).\n", v)
    d.w("  - {x}\n", v, x=rng.choice([["School (", v["senco_t"], ") will continue the support plan."],
                                      "Please review mood at any routine GP contact.",
                                      ["Signposted to ", v["charity"], " for ongoing peer support."]]))
    d.add("\nFeedback: %s\n\n" % rng.choice(["'you actually listened' (YP)", "Family rated service 9/10 (ESQ).",
                                             "Not returned.", "'I feel like I've got my child back' (parent)"]))
    B.signature(d, c, auth, v, lic=rng.random() < 0.6, closing="Yours sincerely,")
    if auth is not cons and rng.random() < 0.5:
        d.w("On behalf of {Dr} {n}, {j}\n", v, n=cons.full(), j=cons.job)
    B.typist(d, c, auth, v)
    B.cc_block(d, c, v, rng.sample(["carer", "school", "yp", "file", "sw"], rng.randint(2, 3)))
    if rng.random() < 0.3:
        B.footer(d, c, v)
