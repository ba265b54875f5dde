"""Genre (own): discharge summary from the post-COVID / ME-CFS service."""
import clinical as CL
import measures as M
import phi
from case import doc, name
from common import audit_footer, bullets, cc_block, letterhead, pt_banner, signature


def discharge_summary(n, rng, c):
    if rng.random() < 0.6:
        letterhead(n, rng, c)
    n.line(rng.choice(["DISCHARGE SUMMARY - POST-COVID SERVICE", "Discharge from Long COVID Service",
                       "Episode of care summary / discharge", "ME/CFS & Long COVID clinic - DISCHARGE LETTER"]))
    n.line("Episode: {a} - {b}", a=c.date(rng, c.clinic_date), b=c.date(rng, c.after(rng.randint(120, 400))))
    n.line("Episode ref: {r}", r=("ACCOUNT", c.acct) if rng.random() < 0.5 else ("IDNUM", phi.idnum(rng, "ref")))
    pt_banner(n, rng, c)
    n.f("GP: {gp}, {pr}", gp=doc(c.cl["gp"], rng, rng.choice(["dr_full", "dr_last", "full_creds"])), pr=("HOSPITAL", c.gp_practice))
    if rng.random() < 0.5:
        n.f(" (tel {ph})", ph=("PHONE", c.gp_phone))
    n.t("\n")
    n.f("Lead clinician: {p}\n\n", p=doc(c.cl["consultant"], rng, rng.choice(["dr_full", "full_creds", "dr_last"])))

    n.t(rng.choice(["Background:\n", "BACKGROUND\n", "Summary of presentation: "]))
    n.f("{a}-year-old {prof} ", a=c.age_piece(rng), prof=("PROFESSION", c.profession) if rng.random() < 0.6 else rng.choice(["woman" if c.sex == "F" else "man", "patient"]))
    n.f("referred {d} with persistent symptoms after COVID-19 ({d2}). ", d=c.date(rng, c.referral), d2=c.monyear(rng, c.infection))
    if rng.random() < 0.5:
        n.f("Acute admission to {h} ({w}, bed {b}) from {d1} to {d2}; ", h=("HOSPITAL", c.hospital2), w=("HOSPITAL", c.ward),
            b=("LOCATION_OTHER", str(rng.randint(1, 28))), d1=c.date(rng, c.infection), d2=c.date(rng, phi.add_days(c.infection, rng.randint(4, 14))))
        n.t(rng.choice(["oxygen only, no ITU.", "required CPAP on ICU for 3 days.", "treated with dexamethasone and remdesivir."]) + "\n")
    else:
        n.t(CL.acute_history(rng) + "\n")

    n.t("\nInterventions received:\n")
    ints = [
        "MDT assessment x1, consultant reviews x%d" % rng.randint(1, 4),
        "Physiotherapy: %d sessions (HR-guided pacing, breathing pattern retraining)" % rng.randint(3, 10),
        "OT: %d sessions (energy management, cognitive strategies, vocational rehab)" % rng.randint(2, 8),
        "Pacing group programme (6 weeks, online)",
        "Psychology: %d adjustment-focused sessions" % rng.randint(2, 8),
        "Autonomic: active stand + tilt-table test; ivabradine trial",
        "Dietetic advice re salt/fluid and small frequent meals",
        "Smell training (olfactory retraining kit)",
    ]
    bullets(n, CL.pick(rng, ints, rng.randint(3, 6)))
    n.t("\nOutcome measures (entry -> discharge):\n")
    for nm, lo, hi, mx in CL.pick(rng, M.SCORES, rng.randint(3, 5)):
        a = rng.randint(lo, hi)
        b = max(lo, min(mx, a + rng.randint(-12, 4)))
        n.t("%s: %d -> %d%s\n" % (nm, a, b, (" /%d" % mx) if rng.random() < 0.5 else ""))
    n.t("%s\n" % rng.choice(["1-min STS: %d -> %d reps" % (rng.randint(8, 16), rng.randint(12, 24)),
                             "6MWT: %d m -> %d m" % (rng.randint(180, 380), rng.randint(250, 520)),
                             "Steps/day (mean): %d -> %d" % (rng.randint(800, 3000), rng.randint(1500, 6000))]))
    n.t("\nCurrent status: ")
    n.t(rng.choice(["Significant improvement; back at work full time with adjustments.",
                    "Partial improvement; working %d h/week. Stable baseline, rare crashes." % rng.choice([12, 16, 20, 24]),
                    "Plateaued; continues to meet criteria for ME/CFS (moderate). Transfer to community ME/CFS team.",
                    "Little change despite input; discharged at patient's request to focus on self-management."]) + "\n")
    n.t("Diagnoses at discharge: " + "; ".join(CL.impressions(rng)) + ".\n")
    n.t("Medication on discharge: " + ", ".join(CL.meds(rng, rng.randint(1, 5))) + ".\n")
    n.t("\nRecommendations for primary care:\n")
    recs = [
        ["Continue ivabradine; annual ECG."],
        ["Re-referral accepted within 6 months of discharge (before ", c.date(rng, c.after(rng.randint(300, 560))), ") without a new GP letter."],
        ["Onward referral made to ", ("HOSPITAL", c.hospital2), " ME/CFS specialist service on ", c.date(rng, c.after(rng.randint(100, 300))), "."],
        ["Self-management resources: ", ("URL", phi.url(rng)), "."],
        ["Support group details given (", ("ORGANIZATION", rng.choice(["Pacers Together", "Second Wind Collective", "Slow Lane Support",
                                                                    "Long Haul Friends", "Lanterns Peer Group"])), ")."],
        ["Please review vitamin D and ferritin in 6 months."],
        ["Fit notes: no longer required."],
        ["Employer liaison completed (OH at ", ("ORGANIZATION", c.employer), ")."],
    ]
    for r in CL.pick(rng, recs, rng.randint(3, 5)):
        n.t("- ").add(r).t("\n")
    if rng.random() < 0.4:
        n.f("\n{nm} and {his} {rel} {p} were given a copy of this summary.\n", nm=name(c.pt, "PATIENT", rng, rng.choice(["title_last", "first"])),
            his=c.his, rel=c.partner_rel, p=name(c.partner, "FAMILY", rng, "first"))
    n.t("\n")
    signature(n, rng, c.cl["consultant"], c.country, closing=rng.random() < 0.5)
    if rng.random() < 0.6:
        cc_block(n, rng, c)
    audit_footer(n, rng, c, c.cl["consultant"])
