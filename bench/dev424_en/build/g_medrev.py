"""Genre: psychiatry medication review (clinic letter or progress note)."""
from doc import Phi
import blocks as B
import pools_clin as PC

GENRE = "medication_review"
PROBLEMS = ["adhd", "adhd", "depression", "anxiety", "ocd", "asd", "selfharm", "eating"]

CLASS_FOR = {"adhd": ["adhd", "sleep"], "asd": ["sleep", "antipsychotic"], "depression": ["ssri", "sleep"],
             "anxiety": ["ssri", "prn"], "ocd": ["ssri"], "selfharm": ["ssri", "sleep"],
             "eating": ["antipsychotic", "ed"]}


def _meds(d, c, rng):
    lines = []
    for cls in CLASS_FOR[c.problem]:
        lines.append(PC.med_line(rng, cls, 2))
    if rng.random() < 0.4:
        lines.append(PC.med_line(rng, "physical", 2))
    for l in lines:
        d.add("  " + l.rstrip() + "\n")


def _physical(d, c, v):
    rng = c.rng
    ht, wt, bmi = c.height_weight(14.5, 18.5) if c.problem == "eating" else c.height_weight()
    d.add("Physical monitoring today:\n")
    d.add("  Height %.1f cm (%s centile)   Weight %.1f kg (%s centile)   BMI %.1f\n" % (
        ht, rng.choice(["9th", "25th", "50th", "75th", "91st", "2nd"]), wt,
        rng.choice(["9th", "25th", "50th", "75th", "91st", "0.4th"]), wt / (ht / 100) ** 2))
    d.add("  BP %d/%d (%s centile for height)   Pulse %d regular\n" % (
        rng.randint(96, 132), rng.randint(55, 84), rng.choice(["50th", "75th", "90th", "<90th", "95th"]),
        rng.randint(62, 112)))
    if rng.random() < 0.5:
        d.w("  Bloods {dt} (lab no. {ln}): ", dt=c.rel(-rng.randint(3, 30)), ln=c.cty.idnum("lab"))
        d.add("; ".join(PC.lab_lines(rng, rng.sample(["FBC", "U&E", "LFT", "TFT", "Other"], 2), table=False)[:6]))
        d.add("\n")
    if rng.random() < 0.45:
        d.w("  ECG {dt}: sinus rhythm, rate {r}, QTc {q} ms (Bazett). Recorded on MAC 2000, SN {sn}.\n",
            dt=c.rel(-rng.randint(0, 20)), r=str(rng.randint(58, 104)), q=str(rng.randint(380, 452)),
            sn=c.cty.device("ecg"))


def letter(d, c, v):
    rng, cty = c.rng, c.cty
    doc = c.staff("psychiatrist")
    B.letterhead(d, c, v, doc)
    d.w("Clinic date: {idx}\nDictated: {idx}   Typed: {ty}\n\n", v, ty=c.rel(rng.randint(1, 9)))
    d.w("{Dr} {gp}\n{practice}\n{practice_addr}\n\n", v)
    d.w("Dear {Dr} {gp_l},\n\n", v)
    B.banner(d, c, v, 2)
    d.add("\nDiagnoses:\n")
    probs = [c.problem] + rng.sample(["anxiety", "asd", "adhd", "depression"], rng.randint(0, 1))
    for i, p in enumerate(dict.fromkeys(probs)):
        d.add("  %d. %s\n" % (i + 1, rng.choice(PC.ICD.get(p, PC.ICD["anxiety"]))))
    d.add("\nCurrent medication:\n")
    _meds(d, c, rng)
    d.add("\nChanges today: %s\n\n" % rng.choice([
        "increase to next dose step; review in 4 weeks", "no change", "stop melatonin - sleep now settled",
        "switch from methylphenidate XL to lisdexamfetamine (appetite)", "add guanfacine MR 1 mg, titrate weekly",
        "increase sertraline to 100 mg OD after 6 weeks at 50 mg", "reduce olanzapine to 1.25 mg ON"]))
    d.w("I reviewed {pt_f} in the medication clinic today with {pos} {crel}, {carer_formal}. ", v)
    d.add(rng.choice([
        "School report better focus in the mornings; effect wears off by 15:00. ",
        "Mood is a little brighter, sleeping better; still some low days around the weekend. ",
        "Anxiety reduced - now going into town with friends. Mild nausea first 2 weeks, now settled. ",
        "No clear benefit yet at current dose; adherence good per mum (blister pack checked). ",
        "Appetite suppressed at lunch, eating well in the evening. No tics, no palpitations. "]))
    d.add(rng.choice(["No suicidal thoughts reported since starting the SSRI; we discussed the MHRA warning and the "
                      "need to report any agitation or new self-harm. ",
                      "We discussed off-label use under 18 and the evidence base (NICE NG134). ",
                      "Controlled drug - 30 days' supply only. ", ""]))
    d.add(rng.choice(PC.HARD_NEG_LONG) + ".")
    d.add("\n\n")
    _physical(d, c, v)
    d.add("\nPlan:\n")
    d.add("  1. %s\n" % rng.choice(["Continue as above.", "Dose change as above.", "Titrate as per plan below."]))
    d.w("  2. {x}\n", v, x=rng.choice([
        "Grateful if you could continue prescribing under the shared care agreement (amber list).",
        ["Prescription sent to ", v["pharmacy"], " today."],
        "Repeat bloods (FBC, LFT, prolactin) in 3 months.",
        "Please monitor BP and pulse at each repeat."]))
    if c.code == "AU":
        d.w("  3. PBS authority approval no. {a}; prescriber no. {p}.\n", a=cty.idnum("order"), p=cty.prescriber_no())
    else:
        d.w("  3. Next medical review on {dt} ({m}).\n", dt=c.rel(rng.randint(28, 120)),
            m=rng.choice(["face to face", "video", "telephone"]))
    d.add("\n")
    B.signature(d, c, doc, v, closing="Yours sincerely,")
    B.typist(d, c, doc, v)
    B.cc_block(d, c, v, rng.sample(["carer", "school", "file", "paeds"], 2))


def note(d, c, v):
    rng, cty = c.rng, c.cty
    doc = c.staff("psychiatrist")
    d.w("OUTPATIENT MEDICATION REVIEW - {team}\n", v)
    d.w("{pt}  ({age}{sex_l})  {mrn_lab} {mrn}  Enc {enc}\n", v, enc=cty.account())
    d.w("Seen {dt} by {Dr} {dn}; {crel} present\n\n", v, dt=c.d(style="wd_short" if rng.random() < 0.3 else None),
        dn=doc.l())
    d.add("Meds:\n")
    _meds(d, c, rng)
    d.add("Adherence: %s\n" % rng.choice(["good", "missed ~2 doses/wk", "refusing at weekends",
                                          "supervised by mum"]))
    d.add("SE: %s\n" % ", ".join(rng.sample(["nil", "appetite suppression", "initial insomnia", "headache",
                                             "nausea", "weight gain 3 kg", "sedation AM", "GI upset"], 2)))
    d.add("Target sx: %s\n" % rng.choice(["improved", "partial response", "no change", "much improved (CGI-I 2)"]))
    _physical(d, c, v)
    d.add("Imp: %s\n" % rng.choice(PC.ICD.get(c.problem, PC.ICD["anxiety"])))
    if rng.random() < 0.6:
        d.add("Notes: %s; %s.\n" % (rng.choice(PC.HARD_NEG_LONG), rng.choice(PC.HARD_NEG_LONG)))
    d.add("Plan: %s\n" % rng.choice(["titrate as above, r/v 4/52", "continue, r/v 3/12", "wean over 2/52",
                                     "add melatonin 2 mg MR"]))
    d.w("Rx issued to {ph} ({pf} fax)\n", ph=c.pharmacy, pf=cty.fax())
    B.esign(d, c, doc, c.d())
    if rng.random() < 0.4:
        B.footer(d, c, v, doc)


def build(c, d, v):
    if c.rng.random() < 0.6:
        letter(d, c, v)
    else:
        note(d, c, v)
