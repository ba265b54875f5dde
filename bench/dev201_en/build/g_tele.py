"""Genre (own choice): telehealth ADHD medication follow-up."""
import common as C
import gen
import pools
from ctx import Ctx
from gen import Doc, P
from kw import base_kw

STIM_US = ["Concerta 27 mg PO qAM", "Concerta 36 mg PO qAM", "Vyvanse 30 mg PO qAM", "Focalin XR 10 mg PO qAM",
           "Adderall XR 15 mg PO qAM", "Jornay PM 40 mg PO at 20:00", "methylphenidate ER 18 mg PO qAM"]
STIM_IE = ["Concerta XL 27 mg mane", "Concerta XL 36 mg mane", "Elvanse 30 mg mane", "Medikinet XL 20 mg mane",
           "Equasym XL 20 mg mane", "Ritalin 10 mg mane and 5 mg at lunch", "atomoxetine 40 mg daily"]


def build(rng, country, lower):
    ctx = Ctx(rng, country, lower, (6 * 365, 17 * 365))
    d = Doc(lower, ctx.country)
    kw = base_kw(ctx, rng)
    us = ctx.us
    doc = ctx.clin(rng.choice(["MD", "DO", "PMHNP-BC", "MD, FAAP", "CPNP-PC"]) if us else rng.choice(["MRCPsych", "FRCPI", "MRCPI"]))
    med = rng.choice(STIM_US if us else STIM_IE)
    plat = rng.choice(["Zoom for Healthcare", "Doxy.me", "the patient portal video visit", "Microsoft Teams",
                       "Attend Anywhere" if not us else "MyChart Video Visit"])
    d.line(rng.choice(["TELEHEALTH VISIT - ADHD FOLLOW-UP", "Video Visit Progress Note", "Virtual Clinic: ADHD Medication Review",
                       "TELEMEDICINE PROGRESS NOTE"]))
    d.line("{c}{x}", c=P(ctx.clinic if rng.random() < 0.6 else rng.choice(
        ["{r} Behavioral Health", "{r} ADHD Clinic", "{r} Child & Adolescent Mental Health Service"]).format(
        r=rng.choice(pools.US_HOSP_ROOTS if us else pools.IE_HOSP_ROOTS)), "HOSPITAL"), x="")
    C.pt_header(ctx, d, rng, fields=rng.choice([("name", "dob", "mrn"), ("name", "dob", "acct"), ("name", "age", "mrn")]))
    st = rng.randint(8, 16) * 60 + rng.choice([0, 15, 30, 45])
    dur = rng.randint(15, 40)
    d.line("Visit date: {dt}   Start {a}  End {b}   Provider: {p}", dt=kw["today"],
           a="%02d:%02d" % divmod(st, 60), b="%02d:%02d" % divmod(st + dur, 60), p=ctx.dr(doc))
    d.t("\n")
    d.line("TELEHEALTH ATTESTATION")
    d.line("Synchronous audio-video visit via {p}. Verbal consent obtained from {rel} {g}.", p=plat, rel=kw["rel"], g=kw["cgfl"])
    d.w("Patient location: home, ")
    if us:
        d.line("{c}, {s} (provider licensed in {s2}).", c=kw["city"], s=P(ctx.stname if rng.random() < 0.5 else ctx.st, "STATE"),
               s2=P(ctx.st, "STATE"))
    else:
        d.line("{c}, {co}.", c=kw["city"], co=ctx.county_piece())
    d.line("Provider location: {x}.", x=rng.choice(["clinic office", "home office (private)", "hospital outpatient department"]))
    k = rng.randint(0, 2)
    if k == 0:
        d.line("Session log: meeting ID {m}; client IP {ip}; joined as {u}.", m=P(gen.digits(rng, 3) + " " + gen.digits(rng, 4) + " " + gen.digits(rng, 4), "IDNUM"),
               ip=P(gen.private_ip(rng), "IPADDR"), u=P(gen.ascii_fold(ctx.guardian.first).lower()[0] + gen.ascii_fold(ctx.guardian.last).lower() + str(rng.randint(1, 99)), "USERNAME"))
    elif k == 1:
        d.line("Connection: {ip} ({q}); portal user {u}.", ip=P(gen.private_ip(rng), "IPADDR"),
               q=rng.choice(["good quality", "brief freeze x2, audio maintained", "reconnected once"]),
               u=P(gen.ascii_fold(ctx.pt.last).lower() + "family" + str(rng.randint(1, 9)), "USERNAME"))
    else:
        d.line("Link sent to {e}; device IP {ip}.", e=P(ctx.guardian.email, "EMAIL"), ip=P(gen.private_ip(rng), "IPADDR"))
    d.line("Participants: {pt}, {rel}{x}.", pt=kw["pt"], rel=kw["rel"], x=rng.choice(["", " and {orel} (joined by phone)".replace("{orel}", kw["orel"])]))
    d.t("\n")
    d.line("SUBJECTIVE")
    d.line("{pt} ({age}) has ADHD, {t} presentation, diagnosed {dx}; here for medication follow-up on {m}.",
           pt=kw["pt"], age=kw["age"], t=rng.choice(["combined", "predominantly inattentive", "combined-type"]),
           dx=ctx.D(gen.add_days(ctx.visit, -rng.randint(200, 1500)), rng.choice(["month_year", "year", ctx.dstyle])), m=med)
    d.line("{Rel} reports {x}", Rel=kw["rel"].capitalize(), x=rng.choice([
        "better focus with homework, medication wears off around 16:00.", "appetite reduced at lunch; eats a big dinner.",
        "initial insomnia, falls asleep ~23:00.", "irritability in the late afternoon (rebound).",
        "no side effects; grades improving."]))
    tch = ctx.adult(rng.choice("MF"), "teacher")
    d.line("School: {s}; {t} completed teacher Vanderbilt on {dt}: inattention {i}/9, hyperactivity {h}/9, performance {p}."
           if us else "School: {s}; teacher {t} returned Conners 3 on {dt}: inattention T={i}, hyperactivity T={h}; {p}.",
           s=kw["school"], t=[ctx.title(tch) if rng.random() < 0.6 else "", tch.n("fl")],
           dt=ctx.dt(-rng.randint(5, 30)), i=str(rng.randint(1, 9)) if us else str(rng.randint(55, 80)),
           h=str(rng.randint(0, 9)) if us else str(rng.randint(50, 78)),
           p=rng.choice(["average", "problematic in reading", "above average in maths"]) if us else rng.choice(["resource teaching in place", "no SNA", "class teacher reports improved output"]))
    d.line("Parent Vanderbilt: inattention {i}/9, hyperactivity {h}/9." if us else "Parent SNAP-IV mean {i}.",
           i=str(rng.randint(1, 9)) if us else "%.1f" % rng.uniform(0.8, 2.5), h=str(rng.randint(0, 9)))
    d.line("Denies chest pain, palpitations, syncope, tics. Mood: {m}.", m=rng.choice(["good", "some worry about exams", "irritable"]))
    d.t("\n")
    d.line("OBJECTIVE (home measurements / video)")
    w, h, _ = C.growth(ctx.age_m, rng, ctx.pt.sex)
    d.line("Weight {w} kg (home scale, {dt} {x}); BP {bp} (home cuff); HR {hr}.", w="%.1f" % w,
           dt=ctx.dt(-rng.randint(0, 3), "md_us" if us else "dm_ie"), x=rng.choice(["", "- down 0.8 kg", "- up 1.2 kg"]),
           bp="%d/%d" % (rng.randint(98, 124), rng.randint(58, 80)), hr=str(rng.randint(68, 104)))
    d.line("Video: {x}", x=rng.choice(["well-groomed, fidgety, interactive, no tics observed.",
                                       "calm, good eye contact, answered questions appropriately.",
                                       "restless, moving around the room, redirectable."]))
    d.t("\n")
    d.line("ASSESSMENT / PLAN")
    d.line("ADHD - {x}", x=rng.choice(["well controlled on current dose", "partial response, increase dose",
                                       "appetite suppression - add morning protein shake", "switch to longer-acting preparation"]))
    d.line("Rx: {m}, #30, no refills. Sent electronically to {ph}.", m=med, ph=kw["pharm"])
    if us:
        d.line("PDMP reviewed. Prescriber DEA {d}.", d=P(gen.dea(rng, doc.last), "LICENSE"))
    else:
        d.line("Controlled drug prescription posted; MCRN {m}.", m=P(gen.mcrn(rng), "LICENSE"))
    d.line("{x}", x=rng.choice(["Next video visit in 1 month; in-person visit for height/weight/BP in 3 months.",
                                "Sleep hygiene handout sent via portal.", "School letter for accommodations provided."]))
    d.line("Follow-up: {dt}", dt=ctx.D(gen.add_days(ctx.visit, rng.choice([28, 30, 60, 90])),
                                       rng.choice([ctx.dstyle, "wk_us" if us else "wk_ie"])))
    d.line("Total time: {n} minutes, >50% counselling.", n=str(dur))
    d.t("\n")
    C.e_sign(ctx, d, doc, rng)
    if rng.random() < 0.4:
        d.line("Note accessed by {u} from {ip}.", u=P(gen.ascii_fold(doc.first).lower()[0] + gen.ascii_fold(doc.last).lower()[:7], "USERNAME"),
               ip=P(gen.private_ip(rng), "IPADDR"))
    return d, ctx
