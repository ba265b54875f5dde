"""Genres A: post-take ward round, board round, handover, jobs list, med reg referral."""
import phi
import pools as P
import neg
import blocks as B
from phi import Doc, ch, maybe, dig, nm, dr, age_p, date


def bedloc(c):
    k = phi.R.randint(0, 4)
    if k == 0:
        return ["Bay ", (str(phi.R.randint(1, 6)), "LOCATION_OTHER"), " Bed ", (str(phi.R.randint(1, 6)), "LOCATION_OTHER")]
    if k == 1:
        return ["bed ", (str(phi.R.randint(1, 32)), "LOCATION_OTHER")]
    if k == 2:
        return ["side room ", (str(phi.R.randint(1, 8)), "LOCATION_OTHER")]
    if k == 3:
        return [(c.ward, "HOSPITAL"), " bed ", (str(phi.R.randint(1, 28)), "LOCATION_OTHER")]
    return ["Bed ", (f"{phi.R.randint(1, 6)}{ch('ABCDEF')}", "LOCATION_OTHER")]


def bedcode():
    return ch([str(phi.R.randint(1, 30)), f"{phi.R.randint(1, 6)}-{phi.R.randint(1, 6)}",
               f"SR{phi.R.randint(1, 8)}", f"B{phi.R.randint(1, 6)}.{phi.R.randint(1, 6)}",
               f"{phi.R.randint(1, 6)}{ch('ABCDEF')}"])


# ------------------------------------------------------------------ PTWR
def ptwr(c):
    d = Doc()
    p = c.patient(lo=19, hi=99)
    dx, code = ch(P.DIAGNOSES)
    reg, fy = c.staff("doc", ch(["SpR", "Reg", "IMT3"])), c.staff("doc", ch(["FY1", "FY2", "Intern", "SHO"]))
    title = ch(["POST-TAKE WARD ROUND", "PTWR", "Post Take Ward Round Note", "CONSULTANT POST-TAKE REVIEW",
                "Post-take (AMU)"])
    if maybe(0.5):
        d.ln("{h} - {u}", h=(c.hosp, "HOSPITAL"), u=ch(["Acute Medical Unit", "AMU", "AMAU", "MAU", "SDEC"]))
    d.ln("{t}  {dt} {tm}", t=title, dt=date(c.today), tm=neg.clock())
    d.ln("Location: {l}", l=bedloc(c))
    d.ln("PTWR {c1} (Cons) / {r} ({rg}) / {f} ({fg})", c1=dr(c.cons, ch(["Dr_last", "Dr_init", "prof"])),
         r=dr(reg, ch(["Dr_last", "last", "full"])), rg=reg.grade, f=dr(fy, ch(["last", "full", "first"])), fg=fy.grade)
    if maybe(0.4):
        d.ln("Nurse: {n}", n=dr(c.staff("nurse"), ch(["nurse", "nurse_full"])))
    d.ln("")
    B.demo_block(d, c, p)
    d.ln("")
    d.ln("PC: " + ch(["SOB", "Fall", "Confusion", "Chest pain", "Collapse", "Fever + rigors", "Haematemesis", "Leg swelling", "Vomiting"]))
    d.t("HPC: ")
    B.hpc(d, c, p, dx)
    if maybe(0.5):
        B.family_update(d, c, p)
    d.ln("PMH:")
    B.pmh(d, c, p)
    d.ln("DH:")
    B.meds(d)
    B.allergies(d)
    B.social(d, c, p)
    if maybe(0.45):
        B.family_history(d, c, p)
    if maybe(0.35):
        kind, lab = ch(P.DEVICE_KINDS)
        d.ln("Device: {k} ({m}) {lab} {s} - implanted {y}", k=kind, m=ch(P.DEVICE_MODELS), lab=lab,
             s=(phi.device_id(), "DEVICE"), y=date(phi.shift(c.today, -phi.R.randint(100, 3000)), ch(["month_y", "y", "dmy"])))
    d.ln("")
    d.ln("O/E: " + neg.vitals())
    d.ln(ch(["Chest: ", "Resp: "]) + ch(["coarse creps R base", "bibasal creps", "wheeze throughout", "clear", "reduced AE L base, dull PN"]) +
         ". " + ch(["HS I+II+0", "HS normal", "ESM radiating to carotids", "irreg irreg"]) + ". " + neg.negs(1))
    d.ln("Abdo: " + ch(["SNT", "soft, mild epigastric tenderness", "distended, shifting dullness", "SNT, BS+"]) + ". " + ch(["Calves SNT", "Bilat pitting oedema to mid-shin", "R calf swollen"]))
    d.ln("Ix: " + neg.bloods_inline())
    if maybe(0.5):
        d.ln(neg.abg())
    d.ln("CXR ({acc}): {f}", acc=(phi.idnum("rad"), "IDNUM"), f=ch(["R LZ consolidation", "no acute change", "cardiomegaly, upper lobe diversion", "L effusion"]))
    d.ln("ECG: " + ch(["AF 124, no acute ST change", "SR 88, LBBB (old)", "SR, TWI V1-V3", "sinus tachy 112"]))
    d.ln("Scores: " + "; ".join(neg.score() for _ in range(phi.R.randint(1, 3))))
    d.ln("")
    d.ln("Imp: {dx} ({code})", dx=dx, code=code)
    d.ln("Plan:")
    items = neg.plan_items(phi.R.randint(3, 6))
    for i, it in enumerate(items):
        d.ln(f"{i + 1}. {it}")
    k = len(items) + 1
    if maybe(0.5):
        d.ln("{k}. Discuss with {r} {n} re ceiling of care", k=str(k), r=p.rel, n=nm(p.nok, "FAMILY", ch(["first", "full"])))
        k += 1
    if maybe(0.4):
        d.ln("{k}. Refer {sp} - {n} via e-referral, ref {ref}", k=str(k), sp=ch(P.SPECIALTIES),
             n=dr(c.staff("doc", "Consultant"), "Dr_last"), ref=(phi.idnum("order"), "IDNUM"))
        k += 1
    if maybe(0.3):
        d.ln("{k}. OT/PT - home visit to {s} before d/c", k=str(k), s=(p.addr.street, "STREET"))
    d.ln("TEP: {t}", t=ch(["For full escalation", "Not for CPR; for ward-based care", "For NIV, not for intubation",
                           "DNACPR - form completed", "For CPR, for ITU referral if deteriorates"]) )
    if maybe(0.6):
        d.ln("Discussed with pt and {r} {n} on {dt}.", r=p.rel, n=nm(p.nok, "FAMILY", "first"), dt=date(c.today, short=True))
    d.ln("EDD: {e}", e=date(phi.shift(c.today, phi.R.randint(1, 10)), ch(["dm", "wd_dm", "dmy", "wd", "d_mon"])))
    d.ln("")
    B.sig(d, c, fy)
    if maybe(0.3):
        B.audit(d, c, fy)
    return d


# ------------------------------------------------------------------ board round
def board_round(c):
    d = Doc()
    nurse = c.staff("nurse")
    when = date(c.today, ch(["wd_dm", "wd_full_dm", "dmy", "wd_dth_month", "dmy_s"]))
    d.ln("{h}BOARD ROUND - {w} - {dt} {tm}", h=[(c.hosp, "HOSPITAL"), " | "] if maybe(0.3) else "",
         w=(c.ward, "HOSPITAL"), dt=when, tm=ch(["08:30", "09:00", "0845", "13:30", "08:15"]))
    d.ln("Cons: {a}   NIC: {n}   Discharge co-ord: {x}", a=dr(c.cons, ch(["Dr_last", "last", "initials"])),
         n=dr(nurse, ch(["nurse", "first", "full"])), x=dr(c.staff("nurse"), ch(["first", "full"])))
    if maybe(0.5):
        d.ln("Also: PT {a}, OT {b}, pharm {ph}", a=dr(c.staff("nurse"), "first"), b=dr(c.staff("nurse"), "first"),
             ph=dr(c.staff("nurse"), ch(["first", "last"])))
    d.ln("")
    tab = maybe(0.5)
    if tab:
        d.ln("Bed | Patient | Age | Cons | Issue | EDD | Actions / blockers")
        d.ln("----|---------|-----|------|-------|-----|-------------------")
    n = phi.R.randint(6, 12)
    cons_pool = [c.cons] + [c.staff("doc", "Consultant") for _ in range(2)]
    for i in range(n):
        bed = (bedcode(), "LOCATION_OTHER")
        if maybe(0.08):
            d.ln("{b} | EMPTY - {x}", b=bed, x=ch(["deep clean", "for ED pt", "blocked (norovirus)"]))
            continue
        p = c.patient(lo=22, hi=101)
        cn = ch(cons_pool)
        dx, _ = ch(P.DIAGNOSES)
        edd = date(phi.shift(c.today, phi.R.randint(0, 9)), ch(["dm", "wd", "dm0", "d_mon", "wd_dm"]))
        act = ch([
            ["awaiting POC - ", (ch(P.ORGS_OTHER[2:4]), "ORGANIZATION"), " restart ", date(phi.shift(c.today, phi.R.randint(1, 6)), short=True)],
            ["NH bed at ", (ch(P.CARE_HOMES), "HOSPITAL"), " - assessment ", date(phi.shift(c.today, 1), short=True)],
            ["TTO + transport"], ["PT/OT"], ["medically fit - D2A pathway 1"], ["awaiting echo"],
            ["MRI ", (phi.idnum("rad"), "IDNUM"), " pending"], ["family meeting w/ ", p.rel, " ", nm(p.nok, "FAMILY", "first"), " at ", neg.clock(10, 16)],
            ["check ", ch(["K+", "INR", "Hb", "Na"]), " then home"], ["NOK ", nm(p.nok, "FAMILY", "first"), " ", (p.nok_phone, "PHONE"), " to collect"],
            ["social work - housing via ", (ch(P.ORGS_OTHER[4:5] + P.ORGS_OTHER[:1]), "ORGANIZATION")],
            ["transfer to ", (phi.hospital(c.country, c.hosp), "HOSPITAL"), " for rehab"],
            ["await CT (", (phi.idnum("rad"), "IDNUM"), ")"], ["no actions - obs"],
        ])
        a = ch([[(str(p.age), "AGE")], [(str(p.age), "AGE"), p.sexword], age_p(p.age, p.sexword, "nyo")])
        name = nm(p, style=ch(["LAST_comma", "title", "full", "LAST_sp", "init_last", "title"]))
        if tab:
            d.ln("{b} | {n} | {a} | {c} | {dx} | {e} | {act}", b=bed, n=name, a=a, c=dr(cn, ch(["last", "initials"])),
                 dx=dx if maybe(0.6) else ch(["?sepsis", "fall", "LRTI d4", "AKI", "?PE", "delirium", "HF - diuresing"]), e=edd, act=act)
        else:
            d.ln("{b}. {n} {a} ({c}) - {dx}. EDD {e}. {act}.", b=bed, n=name, a=a, c=dr(cn, ch(["last", "initials", "Dr_last"])),
                 dx=dx, e=edd, act=act)
        if maybe(0.12):
            d.ln("    " + neg.negs(1))
    d.ln("")
    d.ln("Escalation: {x}. Next board round {t}.", x=ch(["nil", "2 outliers on other wards", "delayed d/c x3", "1 boarder in corridor"]),
         t=ch(["14:00", "13:30", "tomorrow 08:30"]))
    if maybe(0.3):
        d.ln("List printed from {ip} by {u}", ip=(phi.ipaddr(), "IPADDR"), u=(nurse.user, "USERNAME"))
    return d


# ------------------------------------------------------------------ handover
def handover(c):
    d = Doc()
    frm, to = c.staff("doc", ch(["SpR", "Reg"])), c.staff("doc", ch(["Night Reg", "SpR", "StR"]))
    night = maybe(0.6)
    title = ch(["MEDICAL NIGHT HANDOVER", "Night team handover", "HOSPITAL AT NIGHT HANDOVER", "Weekend handover list",
                "CONSULTANT HANDOVER", "Twilight handover"]) if night else ch(["Consultant to consultant handover", "WEEKEND JOBS / HANDOVER", "Handover to weekend on-call team"])
    d.ln("{t} - {dt} {tm}", t=title, dt=date(c.today, ch(["wd_dm", "wd_full_dm", "dmy", "wd_dth"])), tm=ch(["20:30", "21:00", "08:00", "17:00", "2030"]))
    if maybe(0.4):
        d.ln("{h}", h=(c.hosp, "HOSPITAL"))
    d.ln("From: {a} ({ga}, bleep {b1})  To: {z} ({gz}, bleep {b2})", a=dr(frm, ch(["Dr_last", "full", "Dr_init"])), ga=frm.grade,
         b1=(phi.bleep(), "PHONE"), z=dr(to, ch(["Dr_last", "full"])), gz=to.grade, b2=(phi.bleep(), "PHONE"))
    if maybe(0.6):
        d.ln("H@N co-ordinator: {n} ext {e}; Site: {s} {t}", n=dr(c.staff("nurse"), ch(["nurse", "full"])), e=(phi.bleep(), "PHONE"),
             s=dr(c.staff("nurse"), "first"), t=(phi.phone(c.country, "mob"), "PHONE"))
    if maybe(0.3):
        d.ln("Consultant on call: {x} - mob {m}", x=dr(c.cons, "Dr_full"), m=(phi.phone(c.country, "mob"), "PHONE"))
    d.ln("")
    for i in range(phi.R.randint(4, 9)):
        p = c.patient(lo=18, hi=100)
        dx, _ = ch(P.DIAGNOSES)
        k = phi.R.randint(0, 2)
        if k == 0:
            d.ln("{i}) {w} {b} - {n} {a} {m}", i=str(i + 1), w=(ch(P.WARDS), "HOSPITAL"), b=(bedcode(), "LOCATION_OTHER"),
                 n=nm(p, style=ch(["LAST_comma", "full", "LAST_sp"])), a=[(str(p.age), "AGE"), p.sexword], m=(p.mrn, "MRN"))
        elif k == 1:
            d.ln("{i}. {n} ({a}), {loc}, hosp no {m}", i=str(i + 1), n=nm(p, style=ch(["title", "full", "title_full"])),
                 a=age_p(p.age, p.sexword, ch(["nM", "nyo", "n y/o"])), loc=bedloc(c), m=(p.mrn, "MRN"))
        else:
            d.ln("* {w}/{b}  {n}  {a}  DOB {dob}", w=(ch(P.WARDS), "HOSPITAL"), b=(bedcode(), "LOCATION_OTHER"),
                 n=nm(p, style="LAST_comma"), a=(str(p.age), "AGE"), dob=date(p.dob, "dmy"))
        d.ln("   Dx: {dx}. Adm {a}.", dx=dx, a=date(phi.shift(c.today, -phi.R.randint(0, 14)), ch(["dm", "wd", "d_mon", "dm0"])))
        job = ch([
            "Issue: K {k} at {tm} - repeat, if >6.5 treat per protocol.".format(k=neg.rnd(5.6, 6.4), tm=neg.clock()),
            "Issue: NEWS {n} at handover - r/v at {tm}, on {d}.".format(n=phi.R.randint(3, 7), tm=neg.clock(), d=ch(P.IV_DRUGS)),
            "Needs: post-fall r/v if further falls; " + neg.vitals(0) + ".",
            "Needs: INR {x} - dose warfarin tonight.".format(x=neg.rnd(1.1, 4.5)),
            "Needs: CT head result ({}) - chase.".format("pending"),
            "Check VBG at {} (DKA protocol).".format(neg.clock()),
            "Cannula tissued - needs re-siting for " + ch(P.IV_DRUGS) + ".",
        ])
        d.ln("   " + job)
        r = phi.R.randint(0, 5)
        if r == 0:
            d.ln("   Family: {rel} {f} ({t}) wants call if deteriorates.", rel=p.rel, f=nm(p.nok, "FAMILY", ch(["first", "full"])), t=(p.nok_phone, "PHONE"))
        elif r == 1:
            d.ln("   Esc: ward-based care, NFR (TEP {dt}). {nx}", dt=date(phi.shift(c.today, -1), short=True), nx=neg.negs(1))
        elif r == 2:
            d.ln("   CT {ref} reported? - ring radiology ext {e}.", ref=(phi.idnum("rad"), "IDNUM"), e=(phi.bleep(), "PHONE"))
        elif r == 3:
            d.ln("   {rel} {f} flying in from {st} - arrives {dt}.", rel=p.rel.capitalize(), f=nm(p.nok, "FAMILY", "first"),
                 st=(ch(P.US_STATES)[0], "STATE") if maybe(0.6) else (ch(P.COUNTRIES), "COUNTRY"), dt=date(phi.shift(c.today, 1), short=True))
        elif r == 4:
            d.ln("   Safeguarding ref {s} - no visitors except {rel} {f}.", s=(phi.idnum("sg"), "IDNUM"), rel=p.rel, f=nm(p.nok, "FAMILY", "full"))
    d.ln("")
    d.ln("Sick / unknown pts: " + ch(["nil", "2 in ED awaiting review", "see above", "none"]))
    d.ln("Handed over at {tm} by {a}.", tm=neg.clock(), a=dr(frm, ch(["initials", "last", "first"])))
    if maybe(0.35):
        B.audit(d, c, frm)
    return d


# ------------------------------------------------------------------ jobs list
def jobs_list(c):
    d = Doc()
    fy = c.staff("doc", ch(["FY1", "Intern", "FY2"]))
    fy2 = c.staff("doc", ch(["FY1", "SHO", "IMT1"]))
    d.ln("{t} - {dt}", t=ch(["WR JOBS", "Ward round jobs", "JOBS LIST", "Post-WR jobs", "To do"]),
         dt=date(c.today, ch(["wd_dm", "wd_dth", "dmy", "wd_dth_month"])))
    d.ln("Team {t} ({c1}) - {w} - FY1 {f} bleep {b}", t=ch("ABCDEFG"), c1=dr(c.cons, ch(["Dr_last", "last", "initials"])),
         w=(c.ward, "HOSPITAL"), f=dr(fy, ch(["first", "last", "full"])), b=(phi.bleep(), "PHONE"))
    d.ln("")
    for _ in range(phi.R.randint(4, 9)):
        p = c.patient(lo=18, hi=100)
        d.ln("{b} {n} ({a})", b=(bedcode(), "LOCATION_OTHER"), n=nm(p, style=ch(["LAST_sp", "title", "LAST_comma", "last", "full"])),
             a=ch([[(str(p.age), "AGE")], [(str(p.age), "AGE"), p.sexword]]))
        for _ in range(phi.R.randint(1, 4)):
            box = ch(["[ ]", "[ ]", "[x]", "[ ]", "(done)"])
            k = phi.R.randint(0, 13)
            if k == 0:
                d.ln("  {x} chase CT report (acc {a})", x=box, a=(phi.idnum("rad"), "IDNUM"))
            elif k == 1:
                d.ln("  {x} call {r} {n} {t}", x=box, r=p.rel, n=nm(p.nok, "FAMILY", ch(["first", "full"])), t=(p.nok_phone, "PHONE"))
            elif k == 2:
                d.ln("  {x} TTO to pharmacy - d/c {dt}", x=box, dt=date(phi.shift(c.today, phi.R.randint(0, 3)), ch(["wd", "dm", "wd_dm"])))
            elif k == 3:
                d.ln("  {x} bloods in AM: " + ch(["FBC, U&E, CRP", "U&E, Mg", "INR", "LFT, coag", "trop 3h"]), x=box)
            elif k == 4:
                d.ln("  {x} refer OT/PT; OT to ring {o} re equipment", x=box, o=(ch(P.ORGS_OTHER[2:4]), "ORGANIZATION"))
            elif k == 5:
                d.ln("  {x} letter to GP {g} ({pr}) re med changes", x=box, g=dr(p.gp, "Dr_last"), pr=(p.practice, "HOSPITAL"))
            elif k == 6:
                d.ln("  {x} " + ch(neg.PLAN_BITS) + " - " + neg.negs(1), x=box)
            elif k == 7:
                d.ln("  {x} micro - ring re sample {s} ext {e}", x=box, s=(phi.idnum("lab"), "IDNUM"), e=(phi.bleep(), "PHONE"))
            elif k == 8:
                d.ln("  {x} {f} to review K+ at " + neg.clock(), x=box, f=dr(ch([fy, fy2]), "initials"))
            elif k == 9:
                d.ln("  {x} ask {n} (pharm) re " + ch(["gent levels", "DOAC dose", "vanc", "TTO blister pack"]), x=box, n=dr(c.staff("nurse"), "first"))
            elif k == 10:
                d.ln("  {x} NH ({h}) need updated TEP before return {dt}", x=box, h=(ch(P.CARE_HOMES), "HOSPITAL"), dt=date(phi.shift(c.today, phi.R.randint(1, 4)), short=True))
            elif k == 11:
                d.ln("  {x} rebook OPA - ref {u}", x=box, u=(phi.idnum("ubrn"), "IDNUM"))
            elif k == 12:
                d.ln("  {x} email {e} re transport", x=box, e=(phi.email(dept="transport.bookings"), "EMAIL"))
            else:
                d.ln("  {x} book " + ch(["echo", "CTPA", "USS abdo", "MRI head", "OGD"]) + " - request {o}", x=box, o=(phi.idnum("order"), "IDNUM"))
    d.ln("")
    if maybe(0.5):
        d.ln("Handed to {a} at {t}", a=dr(fy2, ch(["first", "full", "Dr_last"])), t=neg.clock(16, 20))
    if maybe(0.3):
        d.ln("(printed {dt} by {u})", dt=date(c.today, "dmy"), u=(fy.user, "USERNAME"))
    return d


# ------------------------------------------------------------------ med reg referral
def medreg_referral(c):
    d = Doc()
    p = c.patient(lo=18, hi=99)
    reg = c.staff("doc", ch(["Med Reg", "SpR", "Medical Registrar"]))
    src, grade = ch([("ED", "ED SHO"), ("ED", "ED Reg"), ("ED", "ACP"), ("GP", "GP"), ("GP", "GP"),
                     ("Surgery", "Surgical SHO"), ("Ortho", "Ortho FY2"), ("Psychiatry liaison", "CT2"),
                     ("Obstetrics", "O&G Reg"), ("Urology", "Urology SHO")])
    ref = c.staff("doc", grade)
    d.ln(ch(["MEDICAL REGISTRAR REFERRAL", "Referral to Med Reg on call", "MED REG REFERRAL - SBAR",
             "Medical take referral", "REFERRAL TO MEDICINE"]))
    d.ln("Date: {dt}  Time: {tm}", dt=date(c.today, ch(["dmy", "dmy_s", "d_mon_y", "wd_full_dm"])), tm=neg.clock())
    if src == "GP":
        pr = phi.gp_practice(c.country)
        d.ln("Referrer: {r} (GP), {pr} - tel {t}", r=dr(ref, ch(["Dr_full", "Dr_last"])), pr=(pr, "HOSPITAL"), t=(phi.phone(c.country, "land"), "PHONE"))
    else:
        d.ln("Referrer: {r} ({g}, {s}) ext {e}", r=dr(ref, ch(["Dr_full", "Dr_last", "full"])), g=ref.grade, s=src, e=(phi.bleep(), "PHONE"))
    d.ln("Taken by: {r}, bleep {b}", r=dr(reg, ch(["Dr_full", "Dr_last", "full"])), b=(phi.bleep(), "PHONE"))
    d.ln("")
    d.ln("S: {n}, {a}, {m}. {sx}.", n=nm(p, style=ch(["full", "title_full", "LAST_comma"])), a=age_p(p.age, p.sexword),
         m=["MRN ", (p.mrn, "MRN")], sx=ch(["Hypotensive despite 1.5 L", "New O2 requirement", "K 6.8", "Confused, GCS 13",
                                              "Fast AF 150s", "Hb 62, melaena"]))
    d.t("B: ")
    B.hpc(d, c, p, ch(P.DIAGNOSES)[0])
    d.ln("   PMH: " + ", ".join(x[0] for x in phi.R.sample(P.PMH, phi.R.randint(2, 4))) + ".")
    if maybe(0.5):
        d.ln("   Lives in {t} with {r} {n}; {j}.", t=(p.addr.town, "CITY"), r=p.rel, n=nm(p.nok, "FAMILY", "first"), j=B.job_phrase(p))
    d.ln("A: " + neg.vitals())
    d.ln("   " + neg.bloods_inline())
    if maybe(0.5):
        d.ln("   " + neg.abg())
    d.ln("   " + "; ".join(neg.score() for _ in range(2)))
    d.ln("R: " + ch(["Please review in ED", "Accept to AMU", "Advice re anticoagulation", "Review on surgical ward",
                     "Accepted - for AMU bed when available", "Advice only - GP to manage at home"]) + ".")
    if maybe(0.45):
        d.ln("Outcome: accepted by {r} at {tm}; bed request ref {x}; bed {b} on {w}.", r=dr(reg, "Dr_last"), tm=neg.clock(),
             x=(phi.idnum("inc"), "IDNUM"), b=(str(phi.R.randint(1, 30)), "LOCATION_OTHER"), w=(c.ward, "HOSPITAL"))
    if maybe(0.4):
        d.ln("NOK aware: {r} {n} ({t}).", r=p.rel, n=nm(p.nok, "FAMILY", ch(["full", "first"])), t=(p.nok_phone, "PHONE"))
    if maybe(0.3):
        d.ln("Referral also emailed to {e}", e=(phi.email(dept="medreg.oncall"), "EMAIL"))
    if maybe(0.25):
        d.ln("ED attendance no {a}", a=(phi.account(), "ACCOUNT"))
    B.sig(d, c, reg, kind=ch(["short", "bleep", "gmc"]))
    return d
