"""Genres: pelvic_floor_physio, urodynamics_report, urogyn_nurse_clinic."""
import datetime as dt

import clinical as C
import common as K
import phi
import pools

BABY_NAMES = ("Oliver", "Amara", "Noah", "Isla", "Mateo", "Zainab", "Leo", "Hana", "Kai", "Ruby",
              "Arlo", "Mila", "Tane", "Aiyana", "Ezra", "Saoirse", "Yusuf", "Freya", "Rohan", "Lucia")


def _hep(ctx, n):
    r = ctx.rng
    n.t("HEP:\n  Exercise               Sets  Reps  Hold\n")
    for ex in r.sample(("PFM slow holds (lying)", "PFM slow holds (sitting)", "PFM quick flicks",
                        "Knack with cough", "Bridging + PFM", "Squat + PFM", "Diaphragmatic breathing",
                        "Reverse Kegel / drops", "Heel slides + TrA"), r.randint(2, 4)):
        n.t("  %-22s %-5d %-5d %s\n" % (ex, r.choice((1, 2, 3)), r.choice((5, 8, 10, 12)),
                                         r.choice(("3 s", "5 s", "8 s", "10 s", "-"))))


def pelvic_floor_physio(ctx, n):
    r = ctx.rng
    follow = r.random() < 0.45
    male = ctx.pt.sex == "M"
    post_natal = not male and ctx.age < 45 and r.random() < 0.6
    title = ("Pelvic Health " + ctx.w("Physiotherapy") + (" - Follow Up" if follow else " - Initial Assessment"))
    if ctx.us:
        title = "Pelvic Floor PT " + ("Daily Note" if follow else "Evaluation")
    n.t((title.upper() if r.random() < 0.5 else title) + "\n")
    n.f("{s}\n", s=ctx.hosp("physio"))
    if r.random() < 0.5:
        n.f("{a}  {p}\n", a=ctx.site_addr("physio"), p=ctx.site_phone("physio"))
    n.t("\n")
    if r.random() < 0.5:
        K.demo_block(ctx, n)
    else:
        n.f("Name: {nm}   DOB {dob}   {lab} {id}\n", nm=ctx.pn(r.choice(("fl", "Lf", "LFM"))),
            dob=ctx.dob_p(), lab=ctx.natid()[0], id=ctx.natid()[1])
    K.enc_line(ctx, n)
    n.f("Therapist: {t}, {c}", t=ctx.sn("physio", r.choice(("fl", "fml"))), c=ctx.staff("physio").cred)
    if ctx.country in ("US", "AU") or r.random() < 0.3:
        n.f("   Reg/NPI {l}", l=ctx.lic_p("physio"))
    n.t("\n")
    if r.random() < 0.5:
        n.f("Chaperone: {c} (offered/{acc})\n", c=ctx.sn("hca", "fl"), acc=r.choice(("accepted", "declined")))
    if ctx.us:
        n.f("POC cert period: {a} - {b}\n", a=ctx.vd(), b=ctx.d(ctx.days(r.choice((60, 90)))))
        n.f("Referring provider: {gp} (NPI {l})  Dx: {dx}\n", gp=ctx.dr("urogyn"), l=ctx.lic_p("urogyn", "npi"),
            dx=r.choice(("N39.3 SUI", "N39.41 urge incontinence", "M62.89 PFM dysfunction", "O90.89 postpartum",
                         "N81.10 cystocele")))
        if r.random() < 0.4:
            n.f("Auth #{a} - {v} visits approved by {i}\n", a=(phi.account(r, "claim"), "ACCOUNT"), v=r.choice((8, 12, 20)),
                i=ctx.hosp("insurer"))
    n.t("\nS: ")
    if follow:
        n.f("Session {k}. Last seen {d}. ", k=r.randint(2, 8), d=ctx.d(ctx.days(-r.randint(14, 42)), r.choice(("short", "full"))))
        n.t(r.choice(("Reports fewer leaks - approx 1/day (was 4). ", "Still leaking with running. ",
                      "Managed 10 s holds x 8. ", "Some improvement in urgency, nocturia now x1. ",
                      "Struggling to fit exercises around work. ")))
        if r.random() < 0.5:
            n.f("Went back to {grp} last week without leakage. ", grp=(r.choice(pools.CHURCHES_GROUPS), "ORGANIZATION"))
        n.t("Pads: " + r.choice(("1 liner/day", "none", "2 pads/day", "liner for exercise only")) + ". ")
        n.t(C.iciq(ctx) + " (was %d). " % r.randint(10, 20))
    else:
        n.add(ctx.age_p())
        if post_natal:
            bd = ctx.days(-r.randint(40, 300))
            n.f(", {wk} postnatal (baby {bn} born {bd}, {mode}). ", wk=r.choice(("12/52", "6/12", "9 weeks", "4 months")),
                bn=(r.choice(BABY_NAMES), "FAMILY"), bd=ctx.d(bd, r.choice(("full", "short"))),
                mode=r.choice(("forceps, 3B tear", "NVD, 2nd degree tear", "EMCS after long labour", "ventouse, episiotomy")))
            n.t("Breastfeeding. " if r.random() < 0.5 else "Bottle feeding. ")
        elif male:
            n.f(" referred post robotic radical prostatectomy ({d}); catheter removed {d2}. ",
                d=ctx.d(ctx.days(-r.randint(30, 200)), r.choice(("full", "my"))),
                d2=ctx.d(ctx.days(-r.randint(14, 28)), "short"))
            n.t("Gleason 3+4, PSA undetectable. ")
        else:
            n.t(" referred for " + r.choice(("SUI", "MUI", "OAB", "pelvic pain/dyspareunia", "prolapse symptoms")) + ". ")
        n.t(r.choice(("Leaks with cough, sneeze, lifting. ", "Urgency ++ on key-in-door. ",
                      "Feels heaviness end of day. ", "Post-void dribble, 2 pads/day. ",
                      "Pain 6/10 with penetration. ")))
        n.t("Bladder: freq %d/day, nocturia x%d, urgency %s. " % (r.randint(5, 14), r.randint(0, 4),
                                                               r.choice(("mild", "mod", "severe", "nil"))))
        n.t("Bowels: " + r.choice(("regular, Bristol 4", "constipated, straining", "occasional flatal incontinence",
                                   "normal")) + ". ")
        n.f("Works as {pr}; ", pr=ctx.prof_art())
        n.t(r.choice(("lifts at work. ", "sits most of day. ", "on feet 10-h shifts. ", "active - runs 5 km x3/wk. ")))
        n.t(C.iciq(ctx) + ". ")
        ob = C.obstetric(ctx)
        if ob:
            n.add(ob)
            n.t(" ")
        n.f("Goal: {g} by {d}.", g=r.choice(("run 5 km without leakage", "return to netball", "lift grandchild without leak",
                                             "sleep through with nocturia x1", "pad-free at work")),
            d=ctx.d(ctx.days(r.randint(60, 150)), r.choice(("my", "full", "short"))))
    n.t("\n\nO: ")
    if not male and r.random() < 0.6:
        n.t("Verbal consent for internal vaginal exam obtained. ")
    if male:
        n.t("Digital rectal assessment with consent: PFM %d/5, endurance %d s. Penile retraction visible on RTUS. " % (
            r.randint(1, 4), r.randint(3, 10)))
    else:
        n.t(C.pf_exam(ctx) + " ")
    n.t(r.choice(("RTUS: bladder base lift 8 mm on PFM contraction. ", "DRAM 2.5 cm at umbilicus, 1.5 cm 4.5 cm above. ",
                  "Lumbar ROM full; SIJ provocation neg. ", "TrA activation good in crook lying. ",
                  "Biofeedback (EMG) resting tone 4.2 uV, peak 18 uV. ")))
    if r.random() < 0.3:
        n.f("Home NMES unit loaned: serial {s} (return by {d}). ", s=(phi.device_serial(r, "tens"), "DEVICE"),
            d=ctx.d(ctx.days(r.randint(28, 70))))
    n.t("\n\nA: " + r.choice(("SUI secondary to PFM weakness.", "Hypertonic PFM with urgency.",
                               "Improving SUI, good engagement.", "MUI, poor PFM endurance.",
                               "Post-prostatectomy SUI, improving." if male else "Postnatal PFM weakness.")) + "\n\nP: ")
    n.t(r.choice(("Progress to standing holds; add functional knack. ", "Continue current programme. ",
                  "Downtraining, diaphragmatic breathing, pelvic floor drops. ", "Return to running programme (graded). ")))
    n.t(r.choice(("Review 4/52.", "R/V 6 weeks.", "F/U 3/52.", "Discharge with open appt 6/12.")) + "\n")
    _hep(ctx, n)
    if ctx.us:
        n.t("CPT: " + ", ".join(r.sample(("97161", "97162", "97110 x2", "97140", "97530", "97112", "90912", "90913"), 3)) + ". ")
        n.t("Total timed minutes %d.\n" % r.choice((38, 45, 53, 60)))
    if r.random() < 0.35:
        n.f("Portal login set up for exercise videos: {u}\n", u=ctx.user_p())
    if r.random() < 0.35:
        n.f("Resources: {u}\n", u=(phi.url(r, "info"), "URL"))
    n.t("\n")
    K.sign_off(ctx, n, "physio", closing=False)
    if r.random() < 0.5:
        K.audit_footer(ctx, n, "physio")


# ---------------------------------------------------------------- urodynamics
def urodynamics_report(ctx, n):
    r = ctx.rng
    hosp = ctx.hosp("hospital")
    n.t(r.choice(("URODYNAMICS REPORT\n", "Urodynamic Study Report\n", "VIDEO-URODYNAMICS REPORT\n",
                  "Multichannel Cystometry Report\n")))
    n.f("{h} - {u} Unit\n", h=hosp, u=r.choice(("Urodynamics", ctx.w("Urogynaecology"), "Urology Investigations")))
    if r.random() < 0.5:
        n.f("{a}   Tel {p}   Fax {f}\n", a=ctx.site_addr("hospital"), p=ctx.site_phone("hospital"),
            f=ctx.site_fax("hospital"))
    n.t("=" * r.randint(30, 60) + "\n")
    n.f("Patient: {nm}\nHosp No: {m}\nDOB: {dob}   Age: {age}\n", nm=ctx.pn(r.choice(("LF", "Lf", "fl"))),
        m=ctx.mrn_p(), dob=ctx.dob_p(), age=(str(ctx.age), "AGE"))
    if ctx.country == "UK":
        n.f("NHS No: {nh}\n", nh=ctx.nhs_p())
    elif ctx.country != "US":
        lab, idp = ctx.natid()
        n.f("{lab}: {id}\n", lab=lab, id=idp)
    elif r.random() < 0.5:
        n.f("Acct: {a}\n", a=(phi.account(r, "enc"), "ACCOUNT"))
    n.f("Study date: {d}   Study no: {s}\n", d=ctx.vd(r.choice(("full", "wd"))), s=(phi.idnum(r, "accession"), "IDNUM"))
    n.f("Referrer: {c}   Operator: {o}, {oc}\n", c=ctx.dr("urogyn"), o=ctx.sn("uds", r.choice(("fl", "il"))),
        oc=ctx.staff("uds").cred)
    if r.random() < 0.4:
        n.f("Location: {w}, bay {b}\n", w=ctx.hosp("ward"), b=(str(r.randint(1, 8)), "LOCATION_OTHER"))
    n.t("\nIndication: " + r.choice(("Refractory OAB prior to Botox.", "SUI - pre-operative assessment (mid-urethral sling vs bulking).",
                                     "Voiding dysfunction, recurrent UTI.", "Mixed UI not responding to conservative Rx.",
                                     "LUTS post TURP; ?BOO vs DU.", "Neurogenic bladder (MS) - baseline.")) + "\n")
    n.t("Symptoms: " + r.choice(("frequency 12/day, nocturia x3, UUI daily.", "SUI with exercise, 3 pads/day.",
                                 "hesitancy, poor stream, straining.", "urgency, SUI on cough, occasional FI.")) + " ")
    n.t(C.iciq(ctx) + ".\n")
    if r.random() < 0.5:
        n.f("Pre-test diary ({a} - {b}): max voided vol {m} ml, freq {f}/24h.\n", a=ctx.d(ctx.days(-r.randint(10, 20)), "short"),
            b=ctx.d(ctx.days(-r.randint(5, 9)), "short"), m=r.randint(180, 520), f=r.randint(6, 16))
    if r.random() < 0.2:
        n.f("SNM IPG in situ (serial {s}) - switched OFF for study, ON after.\n", s=(phi.device_serial(r, "ipg"), "DEVICE"))
    elif r.random() < 0.12:
        n.f("AMS 800 artificial urinary sphincter, SN {s}, deactivated.\n", s=(phi.device_serial(r, "aus"), "DEVICE"))
    n.t("Prophylaxis: " + r.choice(("gentamicin 80 mg IM", "nitrofurantoin 100 mg stat", "none (MSU negative)",
                                    "trimethoprim 200 mg stat")) + ". Equipment: " +
        r.choice(("Laborie Aquarius TT", "MMS Solar Gold", "Laborie Goby", "Andromeda Ellipse")) + ", ICS standards (GUP).\n\n")
    for line in C.uds_block(ctx):
        n.t(line + "\n")
    n.t("\nCONCLUSION:\n")
    n.t(r.choice(("1. Detrusor overactivity with incontinence.\n2. No USI.\n",
                  "1. Urodynamic stress incontinence.\n2. Normal voiding function.\n",
                  "1. Mixed: USI + DO.\n2. Normal compliance.\n",
                  "1. Stable detrusor, normal capacity.\n2. See pressure-flow comment.\n",
                  "1. Detrusor underactivity, PVR 220 ml.\n2. Consider CISC.\n")))
    n.t("Recommendation: " + r.choice(("intravesical Botox 100 U; teach CISC first.", "discuss at MDT for surgical options.",
                                       "continue conservative Rx, PFMT 3/12.", "urology review for BOO.",
                                       "PTNS course x12 weekly.")) + "\n")
    if r.random() < 0.6:
        n.f("For discussion at the pelvic floor MDT on {d}.\n", d=ctx.d(ctx.days(r.randint(5, 30)), r.choice(("wd", "full"))))
    n.t("\nReported by:\n")
    n.add(ctx.sig("urogyn"))
    n.t("\n")
    if r.random() < 0.5:
        n.f("GMC/licence {l}\n", l=ctx.lic_p("urogyn"))
    n.f("Typed by: {t}  {d}\n", t=ctx.sn("admin", r.choice(("ii", "fl", "i_l"))), d=ctx.d(ctx.days(r.randint(0, 6))))
    K.cc_lines(ctx, n)
    if r.random() < 0.4:
        K.audit_footer(ctx, n, "admin")


# ---------------------------------------------------------------- nurse clinic (pessary / PTNS / instillation)
def urogyn_nurse_clinic(ctx, n):
    r = ctx.rng
    kind = r.choice(("pessary", "pessary", "ptns", "instill"))
    clinic = {"pessary": "Pessary Clinic", "ptns": "PTNS Clinic", "instill": "Bladder Instillation Clinic"}[kind]
    n.f("{uro} Nurse-Led {c}\n", uro=ctx.w("Urogynaecology"), c=clinic)
    n.f("{h}, {w}\n", h=ctx.hosp("hospital"), w=(r.choice(pools.WINGS), "LOCATION_OTHER"))
    n.t("\n")
    n.f("{nm}  ({age}{sx})  DOB {dob}   {m}\n", nm=ctx.pn("LF"), age=(str(ctx.age), "AGE"), sx=ctx.pt.sex,
        dob=ctx.dob_p(), m=ctx.mrn_p())
    if r.random() < 0.5:
        n.f("{a}   Tel {p}\n", a=ctx.addr_line(), p=ctx.phone_p())
    K.enc_line(ctx, n)
    n.f("Nurse: {nn}", nn=ctx.sn("continence", "fl"))
    if r.random() < 0.5:
        n.f("   Consultant: {c}", c=ctx.dr("urogyn"))
    n.t("\n\n")
    n.t("Background: ")
    pm = C.pmh_pieces(ctx, r.randint(2, 4))
    for i, it in enumerate(pm):
        if i:
            n.t("; ")
        n.add(it)
    n.t(".\nMeds: " + ", ".join(C.med_list(ctx, r.randint(0, 1), r.randint(1, 3))) + ". Allergies: " +
        r.choice(("NKDA", "penicillin (rash)", "latex", "trimethoprim", "elastoplast")) + ".\n\n")
    if kind == "pessary":
        size = r.choice((57, 60, 63, 66, 68, 70, 73, 76, 80, 85))
        ptype = r.choice(("ring", "ring with support", "Gellhorn", "cube", "shelf"))
        n.t("Pessary history:\n")
        d = ctx.days(-r.randint(400, 1200))
        first = True
        while d < ctx.visit - dt.timedelta(days=60):
            n.t("  ")
            n.add(ctx.d(d, r.choice(("full", "full", "my"))))
            n.t("  %s %d mm  %s\n" % (ptype, size if not first else size - 3,
                                      "fitted" if first else r.choice(("changed", "changed", "changed, erosion noted",
                                                                       "changed - smooth"))))
            first = False
            d = d + dt.timedelta(days=r.choice((120, 150, 180, 182)))
        n.t("\n" + r.choice(("Routine pessary change. ", "Pessary review - 6 monthly. ", "Returns for ring change. ")))
        n.t(r.choice(("No PV bleeding, no discharge. ", "Some brown discharge last 2/52. ", "Reports it slipped once when constipated. ",
                      "Comfortable, voiding well. ")))
        n.t("Using " + r.choice(("Vagifem 10 mcg twice weekly", "Ovestin cream x2/week", "no topical oestrogen",
                                 "Imvexxy 4 mcg")).replace("oestrogen", ctx.w("oestrogen")) + ".\n")
        n.t("Exam: pessary removed with ease, cleaned and reinserted (%s %d mm). " % (ptype, size) +
            r.choice(("Vaginal walls healthy.", "Small erosion L lateral fornix 3 mm - leave out 2/52.",
                      "Atrophic mucosa, no ulceration.")))
        n.t(" Stands and coughs - pessary retained, no leak.\n")
        n.f("Next change due {d}. ", d=ctx.d(ctx.days(r.choice((120, 150, 180))), r.choice(("my", "full"))))
    elif kind == "ptns":
        s = r.randint(3, 12)
        n.t("Previous sessions: ")
        for k in range(min(s - 1, 4)):
            if k:
                n.t(", ")
            n.add(ctx.d(ctx.days(-7 * (min(s - 1, 4) - k)), r.choice(("short", "short", "full"))))
        n.t("\nPTNS session %d/12. Needle L medial malleolus, 34G; " % s)
        n.t("stimulator %s mA, toe flexion seen. 30 min. " % r.choice(("2.5", "4", "6", "9")))
        n.f("Device: Urgent PC stimulator SN {sn}. ", sn=(phi.device_serial(r, "ptns"), "DEVICE"))
        n.t("Diary: frequency %d -> %d/day, UUI episodes %d -> %d.\n" % (r.randint(12, 16), r.randint(7, 12),
                                                                         r.randint(3, 8), r.randint(0, 3)))
        n.f("Next session {d}. ", d=ctx.d(ctx.days(7), r.choice(("wd", "full", "short"))))
    else:
        n.t("Intravesical instillation: " + r.choice(("Cystistat 40 mg/50 ml", "iAluRil 50 ml", "Gepan instill",
                                                     "DMSO 50 ml (x6 course)")) + " via 10Fr Nelaton; retained 30 min. ")
        n.t("Pre-dip NAD. Pain score 5/10 -> 3/10. ")
        n.f("Course started {d}; ", d=ctx.d(ctx.days(-r.randint(14, 90))))
        n.t("weekly x4 then monthly. Batch no. recorded on drug chart.\n")
        n.f("Urine sample {s} sent for C&S. ", s=(phi.idnum(r, "specimen"), "IDNUM"))
    if r.random() < 0.5:
        n.f("Accompanied by {rel} {fn}.", rel=ctx.fam().rel, fn=ctx.fn())
    if r.random() < 0.3:
        n.f(" Transport booked via {p}.", p=(phi.tollfree(r, ctx.country), "PHONE"))
    n.t("\n")
    if r.random() < 0.3:
        K.vehicle_line(ctx, n)
    n.t(r.choice(C.PLAN_SNIPPETS) + "\n\n")
    n.add(ctx.sig("continence"))
    n.t("\n")
    if r.random() < 0.5:
        K.audit_footer(ctx, n, "continence")
