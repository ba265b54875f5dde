"""Own additions: stone analysis laboratory report, patient portal secure message thread."""
import clin
import pools as P
from core import Doc, dg, lt
from hdr import new_patient, pname, relative, fam_name, web, dept_email


def stone_lab(ctx):
    r = ctx.rng
    d = Doc()
    p = new_patient(ctx)
    lab = r.choice(P.LABS)
    sci = ctx.staff("Clinical Scientist")
    req = ctx.staff(r.choice(["Consultant Urologist", "Urology Registrar", "General Practitioner",
                              "Consultant Nephrologist"]))
    coll = ctx.days(ctx.today, -r.randrange(5, 30))
    recv = ctx.days(coll, r.randrange(1, 6))
    d.w(("ORGANIZATION", lab), "\n")
    a = ctx.c.address()
    ctx.write_addr(d, a, sep=", ")
    d.w("\nPh ", ("PHONE", ctx.c.phone("land")))
    if r.random() < 0.6:
        d.w("  Fax ", ("FAX", ctx.c.phone("land")))
    d.t("\n")
    d.t(r.choice(["URINARY CALCULUS ANALYSIS REPORT\n", "Renal Stone Composition Report\n",
                  "CALCULUS ANALYSIS (FTIR)\n"]))
    d.t("-" * 40 + "\n")
    d.w("Lab no: ", ("IDNUM", lt(r, 2) + dg(r, 2) + "-" + dg(r, 6)), "    Patient: ", pname(r, p, ("LF", "LFm", "full")),
        "\n")
    d.w("DOB: ", ("DATE", ctx.D(p.dob)), "  Sex: ", p.sex, "  ", p.mrn_label, ": ", ("MRN", p.mrn), "\n")
    if ctx.code in ("US", "ZA", "AU") and r.random() < 0.6:
        d.w("Billing: ", ("ORGANIZATION", ctx.insurer()), "  ", "Member " if ctx.code == "US" else "No. ",
            ("HEALTHPLAN", p.hp), "   Acct ", ("ACCOUNT", ctx.c.account()), "\n")
    d.w("Requested by: Dr ", ("DOCTOR", req.fi()), ", ", ("HOSPITAL", r.choice([ctx.hosp, ctx.practice()])), "\n")
    d.w("Collected: ", ("DATE", ctx.D(coll)), "   Received: ", ("DATE", ctx.D(recv)), "   Reported: ",
        ("DATE", ctx.D(ctx.days(recv, r.randrange(2, 10)))), "\n")
    d.t("Source: %s\n\n" % r.choice(["passed spontaneously", "ureteroscopy - laser fragments", "PCNL fragments",
                                     "ESWL gravel (sieved)", "bladder stone (cystolitholapaxy)"]))
    d.t("MACROSCOPY: %d fragment(s), total mass %d mg, largest %d x %d x %d mm; %s, %s surface.\n\n" % (
        r.randrange(1, 12), r.randrange(4, 900), r.randrange(2, 12), r.randrange(2, 8), r.randrange(1, 6),
        r.choice(["tan-brown", "dark brown", "yellow-orange", "white chalky", "grey"]),
        r.choice(["spiculated", "smooth", "mammillated", "rough granular"])))
    d.t("METHOD: Fourier-transform infrared spectroscopy (%s) with stereomicroscopy.\n\n" % r.choice(
        ["Thermo Nicolet iS5", "Bruker Alpha II", "PerkinElmer Spectrum Two"]))
    comp = r.choice(clin.COMPOSITIONS)
    x = r.choice([55, 60, 70, 80, 90, 95])
    rows = [("Component", "%"), (comp[0], x), (comp[1], 100 - x)]
    d.t("RESULT:\n" + clin.table(rows, (50,)))
    main = comp[0]
    if "whewellite" in main or "weddellite" in main:
        com = "Calcium oxalate predominance; suggest 24-h urine calcium, oxalate and citrate."
    elif "uric" in main:
        com = "Uric acid stones are radiolucent on KUB; urinary alkalinisation (target pH 6.5) may dissolve residual stone."
    elif "struvite" in main:
        com = "Struvite indicates urease-producing infection (e.g. Proteus). Complete clearance recommended."
    elif "brushite" in main:
        com = "Brushite stones tend to recur and are ESWL-resistant; consider metabolic evaluation for RTA / hyperPTH."
    else:
        com = "Cystine detected - confirm with urinary cystine quantitation and consider genetics referral."
    d.t("\nCOMMENT: %s\n" % com)
    d.w("\nAuthorised: ", ("DOCTOR", sci.full()), ", ", r.choice(["Principal Clinical Scientist", "Chemical Pathologist",
                                                                 "Biochemist"]))
    if r.random() < 0.5:
        d.w(" (", ("USERNAME", sci.username(r)), ")")
    d.t("\n")
    if r.random() < 0.5:
        d.w("Results also available at ", ("URL", web(r)), "\n")
    d.t("This laboratory is accredited to ISO 15189. Results relate only to the item tested.\n")
    return d


def portal(ctx):
    r = ctx.rng
    d = Doc()
    p = new_patient(ctx)
    cns = ctx.staff(r.choice(["Stone Clinical Nurse Specialist", "Urology Nurse Practitioner"]))
    surg = ctx.staff("Consultant Urologist")
    uname = p.username(r)
    d.w(("HOSPITAL", ctx.hosp), r.choice([" Patient Portal - Secure Messages\n", " | MyCare Online - Message Thread\n",
                                         " - Patient Messaging (Urology)\n"]))
    d.w(("URL", r.choice(["https://mycare.example.org/messages", "https://portal.example.net/inbox",
                          "https://www.example.com/patient/login"])), "\n")
    d.w("Thread ref: ", ("IDNUM", "MSG-" + dg(r, 7)), "   Subject: ", r.choice(
        ["question about my stent", "Pain after lithotripsy", "When is my stent coming out??", "24 hr urine bottles",
         "diet sheet", "sick note for work"]), "\n")
    d.t("=" * 44 + "\n\n")
    t = ctx.today
    proc = r.choice(["ureteroscopy", "lithotripsy", "stent insertion", "laser surgery"])
    d.w("From: ", ("PATIENT", p.full() if r.random() < 0.6 else p.first), " (", ("USERNAME", uname), ")\n")
    d.w("Sent: ", ("DATE", ctx.D(t, r.choice([ctx.ds, "wd", "mon2"]))), " %02d:%02d\n\n" % (r.randrange(24),
                                                                                           r.randrange(60)))
    low = r.random() < 0.5
    parts = []
    d.t("hi, " if low else "Hello, ")
    d.t("i had my " if low else "I had my ")
    d.w(proc, " on ", ("DATE", ctx.D(ctx.days(t, -r.randrange(2, 9)), r.choice(["wd_only", "dm", "dmon"]))),
        " with ", surg.hon(r), ("DOCTOR", surg.last))
    d.t(r.choice([" and i still have pink wee and a stabbing pain on the left when i pee. ",
                  ". Still getting a lot of pain in my side when I go to the toilet and I'm up 5 times a night. ",
                  " and everything went well but I'm not sure how long to keep taking the tamsulosin. ",
                  " - there's a bit of blood in my urine, is that normal?? "]))
    k = r.randrange(3)
    if k == 0:
        q = relative(ctx, p)
        d.w("my " if low else "My ", q.rel, " ", fam_name(r, q), r.choice([" thinks i should go to A&E. ",
                                                                          " is worried about the stent. " if proc != "lithotripsy" else " is worried about the pain. ",
                                                                          " can drive me in if needed. "]))
    elif k == 1:
        d.w("I work as a " if not low else "i'm a ", ("PROFESSION", r.choice(P.PROFESSIONS)))
        if r.random() < 0.5:
            d.w(" at ", ("ORGANIZATION", r.choice(P.EMPLOYERS)))
        d.t(" and need a fit note - when can I go back? " if not low else ", when can i go back to work? ")
    else:
        d.w("We're flying to " if not low else "we fly to ", ("COUNTRY", r.choice(P.OTHER_COUNTRIES)), " on ",
            ("DATE", ctx.D(ctx.days(t, r.randrange(5, 40)), r.choice(["long", "dmon", ctx.ds]))),
            " - is that ok with the stent in? ")
    d.w("my mobile is " if low else "Best number is ", ("PHONE", p.phone), ". ")
    d.w("thanks " if low else "Thanks, ", ("PATIENT", p.first), "\n\n")
    d.t("-" * 30 + "\n")
    t2 = ctx.days(t, r.randrange(0, 2))
    d.w("From: ", ("DOCTOR", cns.full()), ", ", cns.role, "\n")
    d.w("Sent: ", ("DATE", ctx.D(t2, r.choice([ctx.ds, "mon2"]))), " %02d:%02d\n\n" % (r.randrange(8, 18),
                                                                                       r.randrange(60)))
    d.w("Dear ", ("PATIENT", p.first), ",\n\nThank you for your message. ")
    d.t(r.choice(["Some blood in the urine and discomfort on passing urine are very common while a stent is in place "
                  "and usually settle when it is removed. ",
                  "Pain after lithotripsy is common as fragments pass; please keep up regular ibuprofen and fluids. ",
                  "Please continue tamsulosin 400 micrograms once daily until your review. "]))
    d.w("Your %s is booked for " % ("stent removal" if proc != "lithotripsy" else "follow-up X-ray"),
        ("DATE", ctx.D(ctx.days(t2, r.randrange(5, 30)), r.choice(["wdlong", "long", ctx.ds]))), " at ", ("HOSPITAL", r.choice(P.NAMED_UNITS + [ctx.hosp])), ". ")
    d.t("If you develop a temperature above 38 C, shivering, or pain not controlled with simple painkillers, please "
        "attend your nearest Emergency Department. ")
    d.w("Otherwise call the stone nurses on ", ("PHONE", ctx.c.phone("land", ext=r.random() < 0.5)), ".\n\n")
    d.t("Kind regards,\n")
    d.w(("DOCTOR", cns.first), "\n\n")
    d.t("-" * 30 + "\n")
    d.w("Audit: message read by ", ("USERNAME", uname), " on ", ("DATE", ctx.D(t2, "iso")), " %02d:%02d from " % (
        r.randrange(24), r.randrange(60)), ("IPADDR", ctx.c.ip()), "\n")
    if r.random() < 0.5:
        d.w("Notification e-mail sent to ", ("EMAIL", p.mail), "\n")
    return d
