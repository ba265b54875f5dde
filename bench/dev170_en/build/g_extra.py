"""Extra layouts: HF nurse telephone encounter (heart failure clinic genre) and
brief shorthand consult (cardiology consult genre)."""
import pools as P
import phi as X
import clin as C
from core import (art, Doc, new_ctx, new_patient, new_staff, pname, pref, dname, fname, age_expr,
                  address, dt, hosp, sign_block, header_block)


def gen_hf_phone(rng):
    ctx = new_ctx(rng)
    d = Doc()
    p = new_patient(rng, ctx, age=rng.randint(40, 94))
    rn = new_staff(rng, "rn")
    np_ = new_staff(rng, rng.choice(["np", "md"]))
    f = p.fam[0]
    caller_is_fam = rng.random() < 0.4
    d.t(rng.choice(["HF NURSE TELEPHONE ENCOUNTER", "Heart Failure Program - Phone Note", "TELEMONITORING ALERT CALL"]),
        "\n", rng.choice([[hosp(rng, ctx), " Heart Failure Clinic"], [(rng.choice(P.CLINICS), "HOSPITAL")]]), "\n")
    d.t(dt(rng, ctx.date, rng.choice(["mdy", "dow_mdy", "iso"])), " ", X.ftime(rng), "   Caller: ")
    if caller_is_fam:
        d.t(f.rel, " ", fname(rng, f, "full"))
    else:
        d.t("patient")
    d.t("   Call-back #: ", (f.phone if caller_is_fam else p.cell, "PHONE"), "\n")
    d.t("Pt: ", pname(rng, p, rng.choice(["LAST_FIRST", "last_first", "full"])), "   DOB ", dt(rng, p.dob, "mdy"),
        "   MRN ", (p.mrn, "MRN"), "\n\n")
    scale = rng.random() < 0.5
    d.t("Reason: ", rng.choice(["weight gain alert", "SOB", "dizziness on new dose", "med question", "swelling"]))
    if scale:
        d.t(" - telemonitoring scale SN ", (X.letters(rng, 2) + X.digits(rng, 8), "DEVICE"), " flagged +",
            C.rfloat(rng, 1.5, 4.5), " lb/24h")
    d.t("\n\nWeight log (lb):\n")
    n = rng.randint(4, 7)
    start = X.shift(ctx.date, -(n - 1))
    w = rng.uniform(130, 260)
    for k in range(n):
        dd = X.shift(start, k)
        d.t("  ")
        d.cell(dt(rng, dd, rng.choice(["dow_md", "md"]) if k else "dow_md"), 11)
        d.t("%.1f" % w, "\n")
        w += rng.uniform(-0.8, 1.9)
    d.t("\nConversation:\n")
    d.t("RN: How is the breathing today", rng.choice(["", ", ", ", "]))
    if d.buf[-1] == ", ":
        d.t(pname(rng, p, "title"))
    d.t("?\n")
    lines = [
        ["\"i get winded going to the mailbox. slept in the recliner last night.\""],
        ["\"my ", f.rel, " ", fname(rng, f, "first"), " has been filling the pill box.\""],
        ["\"i had ham at ", fname(rng, p.fam[-1], "first"), "'s house for ", (rng.choice(P.HOLIDAYS), "DATE"), ".\""],
        ["\"the pharmacy (", (p.pharmacy, "HOSPITAL"), ") said the entresto needs a prior auth.\""],
        ["\"i went back to work at ", (p.employer, "ORGANIZATION"), " on ", dt(rng, X.shift(ctx.date, -rng.randint(3, 12)), "weekday"), ".\""],
        ["\"no chest pain. ankles puffy.\""],
    ]
    for ln in rng.sample(lines, rng.randint(2, 4)):
        d.t(rng.choice(["Pt: ", "Caller: ", "PT: "]) if not caller_is_fam else rng.choice(["Caller: ", fname(rng, f, "first") + [": "]]), ln, "\n")
    d.t("\nProtocol: ", rng.choice(["HF weight-gain protocol step 2", "yellow zone", "red zone - advised ED",
                                    "green zone"]), ". ", C.vitals(rng) if rng.random() < 0.4 else "No home BP cuff.", "\n")
    d.t("Plan: ", rng.choice(["extra torsemide 20 mg x2 days", "metolazone 2.5 mg x1 then BMP",
                              "hold lisinopril, recheck BP", "go to ED now", "keep appt"]), "; call back ",
        dt(rng, X.shift(ctx.date, rng.randint(1, 3)), rng.choice(["dow_md", "weekday", "md"])), ". Discussed with ",
        dname(rng, np_, rng.choice(["full_cred", "dr_last"])), ".\n")
    if rng.random() < 0.35:
        d.t("Sent education via portal to ", (p.email, "EMAIL"), ".\n")
    d.t("\n", dname(rng, rn, rng.choice(["full_cred", "init_cred"])), " | call ", str(rng.randint(4, 25)), " min\n")
    if rng.random() < 0.4:
        d.t("Routed to: ", dname(rng, np_, "LAST_FIRST"), "; ", dname(rng, p.pcp, rng.choice(["dr_last", "LAST_FIRST"])), "\n")
    return d


def gen_consult_brief(rng):
    ctx = new_ctx(rng)
    d = Doc()
    p = new_patient(rng, ctx, age=rng.randint(25, 99))
    fel = new_staff(rng, rng.choice(["fellow", "np"]))
    att = new_staff(rng, "md")
    req = new_staff(rng, "md")
    reason, dxa = rng.choice([("pre-op risk", "pre-op CV risk assessment, low risk"), ("new AF", "new-onset AF, CVR"),
                              ("trop leak", "type 2 MI / demand ischemia"), ("syncope", "syncope, likely vasovagal"),
                              ("low EF on echo", "new cardiomyopathy, LVEF reduced"), ("brady 38", "sinus brady, asymptomatic")])
    d.t(rng.choice(["Cards consult - brief", "CARDIOLOGY CURBSIDE -> FORMAL", "Cardiology Follow-up Consult (short)"]), "\n")
    d.t(dt(rng, ctx.date, rng.choice(["md", "mdy2", "dow_md"])), " ", X.ftime(rng, "mil"), " | ",
        pname(rng, p, rng.choice(["LAST_FIRST", "last_first"])), " | ", age_expr(rng, p, rng.choice(["compact", "slash"])),
        " | MRN ", (p.mrn, "MRN"), " | ", (ctx.unit, "HOSPITAL"), " ", (str(rng.randint(200, 960)), "LOCATION_OTHER"), "\n")
    d.t("Req by: ", dname(rng, req, rng.choice(["dr_last", "LAST_FIRST"])), rng.choice([" (hospitalist)", " (gen surg)", " (ortho)", " (ED)"]),
        " re: ", reason, "\n\n")
    d.t("Hx: ", age_expr(rng, p, rng.choice(["compact", "yo"])), " w/ ", ", ".join(rng.sample(C.PMH, rng.randint(2, 4))),
        " p/w ", rng.choice(C.SYMPTOMS), " x", str(rng.randint(1, 7)), "d. ")
    if rng.random() < 0.4:
        d.t("Sees ", dname(rng, p.pcp, "dr_last"), " at ", (rng.choice(P.CLINICS), "HOSPITAL"), "; last cath ",
            dt(rng, X.shift(ctx.date, -rng.randint(300, 3000)), rng.choice(["year", "mmyyyy"])), " ")
        if rng.random() < 0.5:
            d.t("at ", (rng.choice(P.HOSPITALS), "HOSPITAL"), " ")
        d.t("(", C.lesion(rng), "). ")
    d.t("\nECG: ", rng.choice(["SR 72, nl intervals", "AF 118, no STE", "SB 44, 1st deg AVB", "SR, old Q III/aVF"]),
        "\ntrop ", str(rng.randint(3, 90)), " -> ", str(rng.randint(3, 120)), "; ", C.labs(rng), "\n")
    d.t("TTE ", rng.choice(["pending", dt(rng, X.shift(ctx.date, -rng.randint(0, 2)), "md")]))
    d.t(": EF ", str(C.ef(rng)), "%\n\n")
    d.t("A/P: ", dxa, "\n")
    for rcm in rng.sample(["- cont tele", "- no further ischemic w/u inpt", "- ok for OR, RCRI %d" % rng.randint(0, 4),
                           "- start metop 12.5 BID", "- AC w/ apixaban if no bleeding risk", "- outpt Holter",
                           "- f/u cards clinic 2-4 wk", "- repeat ECG AM", "- avoid AV nodal blockers"], rng.randint(3, 5)):
        d.t(rcm, "\n")
    d.t("\nd/w ", dname(rng, att, rng.choice(["dr_last", "dr_full"])), ". Will sign off", rng.choice([".", "; call w/ ?s."]), "\n")
    d.t("- ", dname(rng, fel, rng.choice(["first_li", "full_cred", "init_cred"])), ", pgr ", (fel.pager, "PHONE"), "\n")
    return d
