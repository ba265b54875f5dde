"""Fertility clinic notes: consultation letters, cycle summaries, transfer records, nurse calls."""
import datetime as dt

from phi import Doc, P, F, U
from common import (make_patient, dr, sign_line, time_str, he, his, him, make_gp, sex_word, lic, letterhead, art)


def clinic(ctx):
    t = ctx.town()
    name = ctx.ch(["%s Fertility Centre", "%s Fertility", "%s Reproductive Medicine Unit", "%s IVF", "Assisted Conception Unit, %s",
                   "%s Centre for Reproductive Health", "%s Fertility Clinic"]) % t["name"]
    if ctx.loc == "US":
        name = name.replace("Centre", "Center")
    slug = "".join(ch for ch in name.lower() if ch.isalnum())[:16]
    tld = {"US": ".com", "UK": ".co.uk", "IE": ".ie", "CA": ".ca", "AU": ".com.au", "NZ": ".co.nz"}[ctx.loc]
    return {"name": name, "town": t, "street": "%d %s %s" % (ctx.ri(1, 300), ctx.ch(["Kestrel", "Harbour", "Linden", "Beacon", "Orchard", "Albion"]),
                                                         ctx.ch(["Road", "Street", "Place", "Avenue"])), "domain": slug + tld}


def couple(ctx):
    pt = make_patient(ctx, sex="F", age_range=(25, 44))
    r = ctx.rng.random()
    if r < 0.72:
        part = ctx.person("FAMILY", sex="M", origin=pt.origin if ctx.chance(0.7) else None)
        kind = "hetero"
    elif r < 0.88:
        part = ctx.person("FAMILY", sex="F")
        kind = "samesex"
    else:
        part = None
        kind = "single"
    if part:
        part.age = max(22, pt.age + ctx.ri(-4, 9))
        part.prof = ctx.profession()
        part.rel = ctx.ch(["partner", "husband" if part.sex == "M" else "wife", "partner"])
        part.tel = ctx.phone("mobile")
    return pt, part, kind


def history(ctx, pt, part, kind):
    ttc = ctx.days(-ctx.ri(380, 1500))
    dxs = {"hetero": ["unexplained subfertility", "male factor (oligoasthenozoospermia)", "tubal factor (bilateral hydrosalpinges)",
                      "anovulation (PCOS)", "endometriosis (stage III)", "diminished ovarian reserve"],
           "samesex": ["no known female factor - donor sperm required", "PCOS - donor sperm required"],
           "single": ["single woman - donor sperm required", "diminished ovarian reserve, single - donor sperm"]}[kind]
    dx = ctx.ch(dxs)
    amh = ctx.ri(30, 450) / 10
    afc = ctx.ri(3, 28)
    out = {"ttc": ttc, "dx": dx, "amh": amh, "afc": afc}
    out["lmp"] = ctx.days(-ctx.ri(2, 30))
    out["cyc"] = ctx.ch(["regular 28-30 days", "irregular 35-60 days", "regular 26-28 days", "regular, 31 days"])
    out["obs"] = ctx.ch(["G0P0", "G1P0 (miscarriage)", "G2P1", "G1P0 (ectopic, L salpingectomy)"])
    out["smear"] = ctx.days(-ctx.ri(100, 1000))
    out["bmi"] = ctx.ri(19, 34)
    if kind == "hetero":
        out["semen"] = "volume %.1f ml, concentration %d million/ml, progressive motility %d%%, normal forms %d%%" % (
            ctx.ri(12, 50) / 10, ctx.ri(3, 80), ctx.ri(8, 55), ctx.ri(1, 9))
    return out


def donor_bits(ctx):
    bank = P(ctx.ch(["Aurora Donor Bank", "Nordvik Cryobank", "Northern Lights Sperm Bank", "Fairhaven Donor Services", "Cryogen Donor Bank"]), "HOSPITAL")
    return bank, ctx.country(), ctx.accession("donor")


def layout_letter(ctx, pt, part, kind, cl):
    d = Doc()
    H = history(ctx, pt, part, kind)
    doc = ctx.staff("fert", title="Dr")
    if ctx.loc in ("US", "CA"):
        doc.title = "Dr."
    # letterhead
    d.w(U(P(cl["name"], "HOSPITAL")), "\n")
    a = ctx.address(town=cl["town"])
    a["street"] = cl["street"]
    d.w(ctx.addr_lines(a, sep=", "), "\n")
    d.w("T ", ctx.phone("land"), "  F ", ctx.fax(), "  E ", ctx.email_dept(ctx.ch(["info", "nurses", "reception", "accounts"]), cl["domain"]), "\n")
    d.w(ctx.url(cl["domain"]), "\n\n")
    d.w(ctx.D(ctx.today), "\n\n")
    gp, prac = make_gp(ctx)
    d.w("Private & Confidential\n", dr(gp, "full"), "\n", P(prac["name"], "HOSPITAL"), "\n")
    pa = ctx.address(town=prac["town"])
    pa["street"] = prac["street"]
    d.w(ctx.addr_lines(pa), "\n\n")
    d.w("Dear ", dr(gp, "fam"), ",\n\n")
    d.w("Re: ", pt.full(), " (DOB ", ctx.D(pt.dob), ")")
    if part:
        d.w(" and ", part.full(), " (DOB ", ctx.D(ctx.dob_for(part.age)), ")")
    d.w("\n    ", ctx.addr_inline(pt.addr), "\n")
    natlab, nat = pt.natid
    d.w("    ", natlab, ": ", nat, "   Clinic no: ", pt.mrn, "\n")
    if ctx.loc == "IE" and ctx.chance(0.6):
        d.w("    PPSN: ", pt.ssn, " (required for publicly funded AHR)\n")
    d.w("\n")
    d.w("Diagnosis: ", (H["dx"][0].upper() + H["dx"][1:]), "\n\n")
    if part:
        d.w("Thank you for referring ", pt.titled(), " and ", his(pt), " ", part.rel, " ", part.giv(), ", whom I saw in clinic on ", ctx.D(ctx.days(-ctx.ri(1, 10))), ". ")
        d.w(pt.giv(), " is ", P(str(pt.age), "AGE"), " and works as ", art(pt.prof.text), pt.prof, "; ", part.giv(), " is ", P(str(part.age), "AGE"), " and is ", art(part.prof.text), part.prof, ". ")
        d.w("They have been trying to conceive since ", ctx.Dmy(H["ttc"]), ".\n\n")
    else:
        d.w("Thank you for referring ", pt.titled(), ", a ", P(str(pt.age), "AGE"), "-year-old ", pt.prof, " who wishes to conceive as a single woman using donor sperm. ")
        d.w("I saw her on ", ctx.D(ctx.days(-ctx.ri(1, 10))), ".\n\n")
    d.w("Menstrual history: cycles ", H["cyc"], ", LMP ", ctx.D(H["lmp"]), ". Obstetric history: ", H["obs"], ".\n")
    d.w("Last cervical screening ", ctx.Dmy(H["smear"]), ", normal. Rubella immune. BMI ", str(H["bmi"]), ". Non-smoker.\n\n")
    d.w("Investigations:\n")
    d.w(" - AMH %.1f pmol/L (" % H["amh"], ctx.D(ctx.days(-ctx.ri(20, 80))), "), AFC %d\n" % H["afc"])
    d.w(" - Day 2 FSH %.1f IU/L, LH %.1f, oestradiol %d pmol/L; TSH and prolactin normal\n" % (ctx.ri(40, 140) / 10, ctx.ri(20, 120) / 10, ctx.ri(90, 260)))
    if ctx.chance(0.6):
        d.w(" - HyCoSy ", ctx.D(ctx.days(-ctx.ri(10, 90))), ": ", ctx.ch(["bilateral tubal patency", "left tube blocked proximally", "normal cavity, bilateral spill"]), "\n")
    if kind == "hetero":
        d.w(" - Semen analysis (", part.giv(), ", ", ctx.D(ctx.days(-ctx.ri(10, 60))), "): ", H["semen"], "\n")
    d.w(" - Viral screen (HIV, HBV, HCV) negative for ", "both" if part else "patient", "\n\n")
    d.w("Plan:\n")
    if kind == "hetero":
        d.w(ctx.ch(["IVF with ICSI", "IVF", "3 cycles of IUI with letrozole ovulation induction", "IVF with PGT-A (patient preference)"]), ". ")
    else:
        bank, ctry, code = donor_bits(ctx)
        d.w("Donor sperm IUI x3 then IVF if unsuccessful. Donor selected from ", bank, " (", ctry, "), donor code ", code,
            "; implications counselling completed with ", ctx.staff("couns").full(), ". ")
    d.w("Antagonist protocol, start with next period (expected around ", ctx.Ddm(H["lmp"] + dt.timedelta(days=28)), ").\n")
    if ctx.loc == "UK":
        d.w("They meet the ICB criteria for one funded cycle. ")
    elif ctx.loc == "AU":
        d.w("Medicare rebates explained; estimated out-of-pocket provided. ")
    elif ctx.loc in ("IE", "NZ"):
        d.w(ctx.ch(["Publicly funded cycle - eligibility confirmed.", "Self-funded; quote provided."]), " ")
    else:
        lab, hp = pt.hp
        d.w("Coverage: ", lab, " ", hp, " - IVF benefit to be verified. ")
    d.w("Consent forms and welcome information sent to ", pt.email, ".\n")
    if ctx.chance(0.35):
        d.w("They would prefer to start after ", ctx.holiday(), " for work reasons.\n")
    d.w("Please could you prescribe folic acid 400 mcg daily.\n\n")
    d.w("Yours sincerely,\n\n", dr(doc, "full"), "\n", ctx.ch(["Consultant in Reproductive Medicine", "Fertility Specialist", "Consultant Gynaecologist & Subspecialist in Reproductive Medicine", "REI physician"]), "\n")
    d.w(lic(ctx, doc), "\n\n")
    if part:
        d.w("cc: ", pt.full(), " & ", part.full(), ", ", ctx.addr_inline(pt.addr), "\n")
    else:
        d.w("cc: ", pt.full(), " (by email)\n")
    return d


def layout_cycle(ctx, pt, part, kind, cl):
    d = Doc()
    start = ctx.days(-ctx.ri(14, 24))
    emb = ctx.staff("emb")
    emb2 = ctx.staff("emb")
    doc = ctx.staff("fert", title="Dr" if ctx.loc not in ("US", "CA") else "Dr.")
    nurse = ctx.staff("nurse")
    d.w(P(cl["name"], "HOSPITAL"), " - ", ctx.ch(["IVF CYCLE SUMMARY", "Treatment Cycle Record", "ART Cycle Summary"]), "\n")
    d.w("=" * 70, "\n")
    d.w("Patient: ", pt.LF(), "   DOB: ", ctx.D(pt.dob), "   Age at start: ", P(str(pt.age), "AGE"), "\n")
    if part:
        d.w("Partner: ", part.full(), "   DOB: ", ctx.D(ctx.dob_for(part.age)), "\n")
    d.w("Clinic ID: ", pt.mrn, "   Cycle ID: ", ctx.accession("cycle"), "   Cycle no: ", str(ctx.ri(1, 4)), "\n")
    if ctx.loc in ("US", "CA", "AU") or ctx.chance(0.3):
        d.w("Invoice no: ", P("INV-%d-%05d" % (ctx.today.year, ctx.ri(0, 99999)), "ACCOUNT"), "\n")
    d.w("Consultant: ", dr(doc, "full"), "   Primary nurse: ", nurse.full(), "\n")
    d.w("Protocol: ", ctx.ch(["GnRH antagonist, rFSH", "Antagonist, HP-hMG", "Long agonist (buserelin) + rFSH", "Mild stimulation, letrozole + FSH"]), "\n")
    d.w("=" * 70, "\n\n")
    d.w("Stimulation: ", ctx.Ddm(start), "-", ctx.Ddm(start + dt.timedelta(days=10)), "\n")
    d.w("Day  Date          FSH (IU)  Antagonist  Scan / E2\n")
    dose = ctx.ch([150, 187.5, 225, 300])
    nf = ctx.ri(2, 5)
    e2 = ctx.ri(400, 1200)
    for k in range(1, ctx.ri(9, 12) + 1, 2):
        day = start + dt.timedelta(days=k - 1)
        scan = ""
        if k == 1:
            scan = "baseline, ET %d mm" % ctx.ri(3, 5)
        elif k >= 5:
            nf += ctx.ri(0, 4)
            e2 = int(e2 * ctx.ri(150, 210) / 100)
            scan = "%d follicles >12 mm; E2 %d" % (nf, e2)
        d.w("%-4s " % ("S%d" % k), ctx.D(day), "   %-8s  %-10s  %s\n" % (dose, "yes" if k >= 5 else "-", scan))
    trig = start + dt.timedelta(days=ctx.ri(10, 12))
    opu = trig + dt.timedelta(days=2)
    d.w("\nTrigger: ", ctx.ch(["hCG 6500 IU", "triptorelin 0.2 mg", "dual trigger"]), " on ", ctx.D(trig), " at ", time_str(ctx, 19, 23), "\n")
    eggs = max(2, nf + ctx.ri(-2, 3))
    mii = max(1, eggs - ctx.ri(0, 4))
    fert = max(1, mii - ctx.ri(0, 4))
    d.w("Egg collection: ", ctx.Dwk(opu), " under sedation (", dr(ctx.staff("an", title=doc.title), "fam"), "), ", str(eggs), " oocytes, ", str(mii), " MII\n")
    if kind == "hetero":
        d.w("Sperm: fresh ejaculate from ", part.giv(), ", ", ctx.ch(["normal prep", "low count - ICSI"]), "\n")
    else:
        bank, ctry, code = donor_bits(ctx)
        d.w("Sperm: donor ", code, " (", bank, ", ", ctry, ") - thawed, witnessed\n")
    d.w("Fertilisation (Day 1, ", ctx.D(opu + dt.timedelta(days=1)), "): ", str(fert), " x 2PN   Embryologist: ", emb.full(), "\n")
    et = opu + dt.timedelta(days=5)
    grades = ctx.ch([["4AA", "3BB", "3BB", "2CB"], ["5AB", "3BC"], ["4BB"], ["4AB", "4AB", "3BB", "3BB", "3BB"], ["4AA", "4BA", "3BB"]])
    grades = grades[:max(1, min(len(grades), fert))]
    d.w("Day 5 (", ctx.D(et), "): ", ", ".join(grades), " (", str(len(grades)), " blastocyst%s)\n" % ("s" if len(grades) > 1 else ""))
    d.w("Transfer: single embryo transfer ", ctx.D(et), " by ", dr(doc, "fam"), "; witness ", emb2.full(), "\n")
    d.w("Identity check: name/DOB/clinic ID + biometric fingerprint (template ", ctx.bioid(), ") verified by ", emb2.initials(False), "\n")
    ncryo = len(grades) - 1
    if ncryo:
        d.w("Cryo: ", str(ncryo), " blastocyst%s vitrified, straw IDs " % ("s" if ncryo > 1 else ""), ctx.accession("cycle"), "/1" + ("-%d" % ncryo if ncryo > 1 else ""), "\n")
    else:
        d.w("Cryo: nil suitable for vitrification\n")
    otd = et + dt.timedelta(days=ctx.ri(9, 12))
    d.w("\nOfficial pregnancy test date: ", ctx.Dwk(otd, long=False), "\n")
    d.w("Luteal support: progesterone pessaries 400 mg BD until OTD.\n")
    d.w("Emergency contact (nurses): ", ctx.phone("land"), "; after hours ", ctx.phone("mobile"), "\n\n")
    d.w("Summary prepared by ", nurse.full(), ", Fertility Nurse Specialist, ", ctx.D(ctx.today), "\n")
    if ctx.chance(0.5):
        d.w("System user: ", ctx.username(nurse), "\n")
    return d


def layout_transfer_call(ctx, pt, part, kind, cl):
    d = Doc()
    et = ctx.days(-ctx.ri(10, 14))
    doc = ctx.staff("fert", title="Dr" if ctx.loc not in ("US", "CA") else "Dr.")
    emb = ctx.staff("emb")
    nurse = ctx.staff("nurse")
    d.w(ctx.ch(["EMBRYO TRANSFER RECORD", "Frozen Embryo Transfer - procedure note", "FET record"]), "\n")
    d.w(P(cl["name"], "HOSPITAL"), ", ", ctx.ch(["Procedure Room ", "Theatre ", "Transfer Room "]), P(str(ctx.ri(1, 4)), "LOCATION_OTHER"), "\n")
    d.w("Date: ", ctx.D(et), "   Time: ", time_str(ctx, 9, 15), "\n")
    d.w("Patient: ", pt.full(), "   DOB ", ctx.D(pt.dob), "   ID ", pt.mrn, "\n")
    if part:
        d.w("Partner: ", part.full(), " (present: ", ctx.ch(["yes", "no"]), ")\n")
    d.w("Consent ref: ", ctx.accession("consent"), " - checked and valid\n")
    d.w("Pre-procedure ID: verbal + wristband + biometric scan ", ctx.bioid(), "\n")
    d.w("Witness: ", emb.full(), " (embryologist) - electronic witnessing logged\n\n")
    d.w("Embryo: ", ctx.ch(["Day 5 blastocyst 4AA (thawed, 100% survival)", "Day 5 blastocyst 3BB", "Day 6 blastocyst 4AB (thawed)"]), "\n")
    d.w("Endometrium: ", str(ctx.ri(7, 13)), " mm triple-line on ", ctx.D(et - dt.timedelta(days=ctx.ri(3, 6))), "\n")
    d.w("Procedure: ", ctx.ch(["easy, soft catheter, US-guided, no blood on catheter", "moderately difficult - tenaculum required",
                                "easy; catheter checked, embryo not retained"]), ". Performed by ", dr(doc, "full"), ".\n\n")
    d.w("-" * 50, "\n")
    otd = et + dt.timedelta(days=ctx.ri(9, 12))
    d.w("NURSE TELEPHONE NOTE - ", ctx.D(otd), " ", time_str(ctx, 11, 17), "\n")
    hcg = ctx.ch([0, 2, 48, 156, 412, 890])
    d.w("Serum beta-hCG ", str(hcg), " IU/L (", ctx.D(otd), ").\n")
    d.w("Called ", pt.giv(), " on ", pt.mob, ctx.ch([" - no answer, voicemail left, called back at " + time_str(ctx, 15, 18) + ".", "."]), " ")
    if hcg >= 48:
        scan = otd + dt.timedelta(days=ctx.ri(14, 21))
        d.w("Positive result given. Continue progesterone. Repeat hCG ", ctx.Dwkday(otd + dt.timedelta(days=2)), ". ")
        d.w("Early pregnancy scan booked ", ctx.D(scan), " at ", time_str(ctx, 8, 12), ".")
        if part:
            d.w(" ", part.giv(), " was with her and ", ctx.ch(["both delighted", "they are cautiously pleased", "asked about travel"]), ".")
    else:
        d.w("Negative result given. Stop progesterone; expect bleed. Follow-up consult with ", dr(doc, "fam"), " offered for ",
            ctx.Dwk(otd + dt.timedelta(days=ctx.ri(10, 25))), ". Counselling offered (", ctx.staff("couns").full(), ").")
    d.w("\n", nurse.full(), ", ", ctx.ch(["RN", "Fertility Nurse", "Clinical Nurse Specialist"]), "  ", ctx.ext(), "\n")
    if ctx.chance(0.3):
        d.w("Message also sent via patient portal (", ctx.url(cl["domain"], "portal"), ") to ", pt.email, "\n")
    return d


def layout_us_consult(ctx, pt, part, kind, cl):
    d = Doc()
    H = history(ctx, pt, part, kind)
    doc = ctx.staff("fert", title="Dr.", cred="MD")
    d.w(P(cl["name"], "HOSPITAL"), "\n")
    a = ctx.address(town=cl["town"])
    a["street"] = cl["street"]
    d.w(ctx.addr_lines(a, sep=", "), "   Ph ", ctx.phone("land"), "\n\n")
    d.w("REPRODUCTIVE ENDOCRINOLOGY & INFERTILITY - NEW PATIENT CONSULTATION\n")
    d.w("Date: ", ctx.D(ctx.today), "\n")
    d.w("Patient: ", pt.LF(), "   DOB ", ctx.D(pt.dob), "   Age ", P(str(pt.age), "AGE"), "   MRN ", pt.mrn, "\n")
    lab, hp = pt.hp
    d.w("Insurance: ", ctx.org(), "  ", lab, " ", hp, "  Group # ", P("%06d" % ctx.ri(0, 999999), "HEALTHPLAN"), "\n")
    if part:
        d.w("Partner: ", part.full(), ", ", P(str(part.age), "AGE"), ", ", part.prof, "\n")
    ref = ctx.staff("ref", title="Dr.")
    d.w("Referred by: ", dr(ref, "full"), " (OB/GYN)\n\n")
    d.w("HPI: ", P(str(pt.age), "AGE"), " y/o ", H["obs"], " ", pt.prof, " presenting with ", H["dx"], ". Attempting conception since ",
        ctx.Dmy(H["ttc"]), ". Cycles ", H["cyc"], ". LMP ", ctx.D(H["lmp"]), ".\n")
    d.w("PMH: ", ctx.ch(["none", "hypothyroidism", "migraine without aura", "anxiety"]), ". PSH: ", ctx.ch(["none", "laparoscopy %s" % "for endometriosis", "appendectomy"]), ".\n")
    d.w("Social: lives in ", P(pt.addr["city"], "CITY"), ", ", P(pt.addr["state"], "STATE"), "; ", ctx.ch(["no tobacco", "no tobacco, occasional EtOH", "quit vaping"]), ".\n\n")
    d.w("Workup:\n- AMH %.1f ng/mL; AFC %d\n" % (H["amh"] / 7.14, H["afc"]))
    if kind == "hetero":
        d.w("- SA (", ctx.D(ctx.days(-ctx.ri(5, 40))), "): ", H["semen"], "\n")
    d.w("- HSG ", ctx.D(ctx.days(-ctx.ri(5, 60))), ": ", ctx.ch(["bilateral spill", "proximal L occlusion"]), "\n\n")
    d.w("Assessment/Plan:\n1. ", (H["dx"][0].upper() + H["dx"][1:]), "\n2. Recommend ", ctx.ch(["IVF/ICSI", "OI-IUI x3", "IVF with PGT-A"]), "\n")
    if kind != "hetero":
        bank, ctry, code = donor_bits(ctx)
        d.w("3. Donor sperm: ", bank, " (", ctry, "), donor ID ", code, "\n")
    d.w("Financial counseling scheduled with ", ctx.staff("fin").full(), ".\n\n")
    d.w(sign_line(ctx, doc, when=ctx.today, time=time_str(ctx), lic=True, esign=True, user=ctx.chance(0.4)))
    return d


def generate(ctx):
    pt, part, kind = couple(ctx)
    cl = clinic(ctx)
    if ctx.loc == "US":
        lay = ctx.ch([layout_us_consult, layout_us_consult, layout_cycle, layout_transfer_call])
    else:
        lay = ctx.ch([layout_letter, layout_letter, layout_cycle, layout_transfer_call])
    return lay(ctx, pt, part, kind, cl)
