"""Genre: crisis / home treatment team contact note (phone, ED, home visit)."""
from doc import Phi
import blocks as B
import pools_text as PT
import pools_places as PP
import pools_clin as PC

GENRE = "crisis_contact_note"
PROBLEMS = ["selfharm", "selfharm", "depression", "eating", "trauma", "anxiety", "asd"]
MIN_AGE = 11


def _hdr(d, c, v, kind):
    rng = c.rng
    d.w("{t}\n", t=rng.choice(["CRISIS & HOME TREATMENT TEAM - CONTACT NOTE", "CAMHS Crisis Team contact",
                               "Crisis Resolution Home Treatment (CRHT) - progress note",
                               "Acute Response Team - clinical note", "Out of Hours CAMHS - contact"]))
    d.w("{pt_caps}  {mrn_lab} {mrn}  DOB {dob}\n", v)
    d.w("Contact type: {k}   Date: {dt}   Time: {tm}\n", k=kind, dt=c.d(style=rng.choice(
        [None, "wd_short"])), tm=B.time(rng))


def phone(d, c, v):
    rng, cty = c.rng, c.cty
    clin = c.staff("crisis", "nurse")
    _hdr(d, c, v, "telephone (incoming)")
    d.w("Caller: {Crel} {carer} on {carer_mob}\n\n", v)
    d.add("S: ")
    d.w(rng.choice([
        "{Crel} ringing as {pt_f} has locked self in bathroom, saying 'there's no point'. Has cut L forearm, bleeding controlled.",
        "{Crel} reports {pt_f} took approx 10 x paracetamol at around 19:00 after argument about phone.",
        "{pt_f} rang self from {pos} mobile {pt_mob}, tearful, said {sub} was at {lm} and didn't want to go home.",
        "{Crel} worried - {pt_f} not eaten for 2 days, dizzy, fainted in kitchen this evening.",
        "{Crel} calling re escalating aggression, {pt_f} punched wall and threatened {steprel}."]), v,
        lm=Phi(rng.choice(PP.LANDMARKS), "LOCATION_OTHER"))
    d.add("\nB: ")
    d.w(rng.choice(["Known to {team}, care coordinator {cc}. ", "Open to CAMHS since {od}. ",
                    "Not previously known; referred by {gpw} last week. "]), v,
        cc=c.staff("pract", "psychologist").full(), od=c.rel(-rng.randint(60, 500), "month_year"))
    d.add(rng.choice(["Hx of self-harm and 2 previous ODs. ", "Dx moderate depression, on fluoxetine 20 mg. ",
                      "Under ED pathway, last weight 41.2 kg. ", "ASD, PDA profile; meltdowns usually resolve within 1 h. "]))
    d.add("\nA: ")
    d.add(rng.choice(["Any OD = medical emergency; advised to attend ED now for bloods (4 h paracetamol level). ",
                      "Sounds calmer by end of call, agreed to come out of bathroom. Wounds superficial per mum. ",
                      "Risk currently high - location known, unable to assure safety. ",
                      "Presentation consistent with known pattern; de-escalated with {crel} on the line. "]).replace(
        "{crel}", v["crel"]))
    d.add("\nR/Plan: ")
    d.w(rng.choice(["Police welfare check requested (log {lg}). ",
                    "Mum driving to {acute} {ed}; liaison notified. ",
                    "HTT visit tomorrow 10:00; safety plan reviewed by phone. ",
                    "Call back at 22:30 - done, {pt_f} in bed. "]), v, lg=cty.idnum("police"))
    d.add(rng.choice(["Crisis line number re-given.", "Means restriction reiterated.", "Handed over to day team."]))
    d.add("\n\n")
    d.w("{n}, {j}  ({u})  {tm}\n", n=clin.full(), j=clin.job, u=clin.username(rng), tm=B.time(rng))


def ed(d, c, v):
    rng, cty = c.rng, c.cty
    clin = c.staff("crisis", "nurse")
    doc = c.staff("psychiatrist")
    _hdr(d, c, v, "face to face - " + v["ed"])
    d.w("Location: {ed}, {acute}, cubicle {cb}\n", v, cb=Phi(str(rng.randint(1, 24)), "LOCATION_OTHER"))
    d.w("Seen by: {n} ({j}) with {Dr} {dl} (on-call SpR)\n", v, n=clin.full(), j=clin.job, dl=doc.l())
    d.w("Accompanied by: {crel} {carer_f}\n\n", v)
    d.add("Circumstances of presentation:\n")
    k = rng.randint(0, 2)
    if k == 0:
        pc = c.person("FAMILY")
        d.w("Brought in by police under " + ("s136 " if c.code == "GB" else "powers of the ") +
            "{mha} after found on {lm} earlier this evening. Attending officer " +
            ("PC" if c.code != "IE" else "Garda") + " {po} "
            "(collar {col}). Police ref {ref}.\n", v, lm=Phi(rng.choice(PP.LANDMARKS), "LOCATION_OTHER"),
            po=pc.l(), col=Phi(str(rng.randint(1000, 9999)), "IDNUM"), ref=cty.idnum("police"))
    elif k == 1:
        d.w("Self-presented with {crel} after OD of {n} x {m} at {tm}. Paracetamol level at 4 h below treatment "
            "line; LFTs normal. Medically fit for discharge per paeds ({Dr} {p}).\n", v,
            n=str(rng.randint(8, 32)), m=rng.choice(["paracetamol 500 mg", "ibuprofen 200 mg", "sertraline 50 mg"]),
            tm=B.time(rng), p=c.staff("paediatrician").l())
    else:
        fr = c.friend2
        d.w("Friend {f} messaged school counsellor a screenshot of goodbye message; {pt_f} located at {fh}'s home "
            "and brought by ambulance (incident {inc}).\n", v, f=fr.full(), fh=fr.f(), inc=cty.idnum("police"))
    d.add("\nAssessment (seen alone and with %s):\n" % v["crel"])
    d.w(rng.choice(PT.REASON[c.problem]) + " ", v)
    d.add(rng.choice(["Reports ongoing SI, would not guarantee safety tonight. ",
                      "Regrets OD, future oriented (college course in Sept). " if k == 1 else
                      "Future oriented (college course in Sept), engaged with plan. ",
                      "Ambivalent; denies current intent, some hopelessness. "]))
    d.add("\nMSE: %s %s\n" % (rng.choice(PT.MSE[3]), rng.choice(PT.MSE[5])))
    d.add("Risk: %s\n" % rng.choice(["HIGH", "moderate", "moderate-high, mitigated by supervision at home"]))
    d.add("\nOutcome:\n")
    o = rng.randint(0, 2)
    if o == 0:
        d.w("Admitted to {paed_ward} ({acute}) bed {b} overnight, 1:1 RMN; CAMHS review AM.\n", v,
            b=Phi(str(rng.randint(1, 28)), "LOCATION_OTHER"))
    elif o == 1:
        d.w("Discharged home with {crel}; HTT to visit {dt} 10:00. Taxi booked ({tx}, reg {pl}) as no car.\n",
            v, dt=c.rel(1, "wd_short"), tx=Phi(rng.choice(["DriveRight Taxis", "A1 Cars", "Station Taxis"]),
                                               "ORGANIZATION"), pl=cty.plate())
    else:
        d.w("Bed request for Tier 4 - referred to {unit}; interim on {paed_ward}.\n", v)
    d.w("Safeguarding: {s}\n", s=rng.choice(["no new concerns", ["referral to ", v["council"], " (MASH) completed"],
                                             "DSL to be informed in AM with consent"]))
    d.w("\n{n}  {tm}  bleep {bl}\n", n=clin.full(), tm=B.time(rng), bl=cty.bleep())


def home(d, c, v):
    rng, cty = c.rng, c.cty
    clin = c.staff("crisis", "nurse")
    clin2 = c.staff("hca")
    _hdr(d, c, v, "home visit (HTT)")
    d.w("Visit to: {addr}\n", v)
    d.w("Staff: {a}, {b} (pool car {pl})\n", a=clin.full(), b=clin2.full(), pl=cty.plate())
    d.w("Present: {pt_f}, {crel}", v)
    if c.sibs:
        d.w(", {n} ({a})", n=c.sibs[0].f(), a=c.age_phi(c.sibs[0].age))
    d.add("\n\n")
    d.w(rng.choice(["Day {n} of home treatment. ", "Visit {n} of 14. "]), n=str(rng.randint(2, 12)))
    d.add(rng.choice(["Slept 5 h. Ate breakfast with support. ", "Up at 13:00, in pyjamas, minimal eye contact. ",
                      "Brighter, went to the shop with mum yesterday. ", "No self-harm since last visit per YP and mum. "]))
    d.add(rng.choice(["Fluoxetine 20 mg taken, observed. ", "Meds: supervised by dad, locked tin seen. ",
                      "Declined PRN promethazine. ", ""]))
    d.w("Talked about {t}. ", t=rng.choice(["return to school plan", ["friendship with ", c.friend.f()],
                                             "grief for granddad", "what happened at the weekend"]))
    d.add("\nObs: %s\n" % PC.vitals(rng, c.problem == "eating"))
    d.add("Risk today: %s\n" % rng.choice(["low-moderate", "moderate", "unchanged"]))
    d.w("Plan: next visit {dt}; {x}\n", v, dt=c.rel(rng.randint(1, 3), rng.choice(["wd_short", "wd_long"])),
        x=rng.choice([["joint visit with ", c.sw.full(), " (SW) booked"], "consultant review Thu",
                      "discharge planning next week", "school meeting arranged"]))
    d.w("{n} ({u})\n", n=clin.f_initial(), u=clin.username(rng))


def build(c, d, v):
    k = c.rng.randint(0, 2)
    [phone, ed, home][k](d, c, v)
    if c.rng.random() < 0.25:
        B.footer(d, c, v)
