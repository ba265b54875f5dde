"""Genres: transplant coordinator handover; tissue typing report."""

import bits as B
import case as C
import ids
import pools_misc as PM
import pools_places as PP
from g_referral import mrn_label


def handover(rng, k, d):
    c = k.c
    a, b = k.coord, k.coord2
    hd = k.date
    d.line(rng.choice(["TRANSPLANT COORDINATOR HANDOVER", "Coordinator handover - SBAR",
                       "On-call handover (transplant coordination)", "HANDOVER SHEET - Donation & Transplant"]))
    ht = rng.choice(["08:00", "07:45", "20:00", "19:30"])
    s1, s2 = ("night", "day") if ht < "12" else ("day", "night")
    d.line("Date: {dt}   {t}", dt=k.d(hd, rng.choice(["wd", "wdshort", "num", "long"])), t=ht)
    d.f("From: ")
    d.add(B.sn(rng, a, rng.choice(["full", "first"])))
    d.f(" ({s1})   To: ", s1=s1)
    d.add(B.sn(rng, b, rng.choice(["full", "first"])))
    d.line(" ({s2})", s2=s2)
    d.line("On-call phone {p}   Pager {pg}   Team inbox {e}", p=(ids.phone(rng, c, "mobile"), "PHONE"),
           pg=(b.bleep, "PHONE"), e=(ids.email(rng, "", "", org=True), "EMAIL"))
    d.line("Region: {o}", o=(k.org, "ORGANIZATION"))
    d.line()
    # 1 active donor
    dn = k.donor
    d.line("1) ACTIVE DONOR - {di}, {h}, {u} bed {bd}", di=(k.donor_id, "IDNUM"), h=k.hname(k.hosp),
           u=(k.unit, "HOSPITAL"), bd=(k.bed, "LOCATION_OTHER"))
    d.f("S: ")
    d.add(B.pt(rng, dn, rng.choice(["full", "initials", "lastfirst"])))
    d.line(", {a} {s}, {cs}. {p} - {st}.", a=(str(k.age), "AGE"), s=dn.sex, cs=k.cause_short, p=k.path,
           st=k.L(rng.choice(["death confirmed overnight", "WLST planned this afternoon", "2nd set of BSDT at 09:00",
                          "family still gathering"])))
    kn = k.kin(0)
    d.f("B: NOK {r} ", r=kn.rel)
    d.add(B.fam(rng, kn, "full"))
    d.line(" ({p}) {x}. {co} {cr}.", p=(kn.phone, "PHONE"), co="ME" if c in ("US", "CA") else "Coroner",
           x=k.L(rng.choice(["consented", "gave authorisation", "agreed, tissue declined"])),
           cr=rng.choice(["no objection", "agreed - no retrieval of heart", "awaiting callback", "not involved"]))
    d.line("A: {x}", x=rng.choice(["kidneys and liver placed; heart declined (age/echo), lungs pending bronch",
                                   "liver accepted by {}; kidneys fast-track".format("hepatobiliary team"),
                                   "all organs offered; pancreas declined (BMI)",
                                   "cardiac instability overnight - noradrenaline up to 0.3, vasopressin started"]))
    d.f("R: {th} provisionally {t}; ", th="Theatre" if k.brit else "OR", t=B.tm(rng, rng.randrange(10, 18)))
    d.add(B.sn(rng, k.surg, "title"))
    d.f(" leading abdo team from ")
    d.add(k.hname(k.tx[0]))
    d.line(". Chase HLA from {l}; {x}.", l=k.hname(k.tx[1]),
           x=rng.choice(["ring family at midday", "update hub at 10:00", "virology outstanding (HTLV)", "book CT chest"]))
    d.line()
    # 2 referral
    p2 = C.person(rng)
    a2 = rng.randrange(30, 82)
    h2 = C.hospital(rng, c)
    d.f("2) REFERRAL - ")
    d.add(B.pt(rng, p2, rng.choice(["full", "LASTFIRST", "fi_last"])))
    d.f(", ")
    d.add(B.age(rng, a2, rng.choice(["yo", "y"])))
    d.f(" {s}, ", s=p2.sex)
    d.add(k.hname(h2))
    d.line(" ({t}). {x}", t=(rng.choice(PP.TOWNS[c]), "CITY"),
           x=k.L(rng.choice(["HIBI post OOHCA, WLST planned today - family aware of referral.",
                             "SAH, BSDT not possible (sedation) - review 14:00.",
                             "Declined at screening - active lymphoma. Closed.",
                             "Family approach booked 11:00 with on-call consultant."])))
    if rng.random() < 0.7:
        d.f("   Referrer ")
        d.add(B.sn(rng, k.reg, "full"))
        d.line(" bleep {bp}; {ml} {m}", bp=(k.reg.bleep, "PHONE"), ml=mrn_label(rng, c), m=(ids.mrn(rng, c), "MRN"))
    d.line()
    # 3 recipient
    r = C.person(rng)
    d.f("3) RECIPIENT - ")
    d.add(B.pt(rng, r, rng.choice(["full", "LASTFIRST"])))
    d.line(" ({ml} {m}), {o}; admitted {t} to {w} bed {bd}.", ml=mrn_label(rng, c), m=(ids.mrn(rng, c), "MRN"),
           o=rng.choice(["liver", "kidney", "SPK", "heart"]), t=B.tm(rng, rng.randrange(0, 7)),
           w=(rng.choice(PP.UNIT_STEMS) + " Ward", "HOSPITAL"), bd=(str(rng.randrange(1, 30)), "LOCATION_OTHER"))
    d.line("   Crossmatch {x}; {y}.", x=rng.choice(["neg", "pending", "virtual neg"]),
           y=k.L(rng.choice(["consented by surgical reg", "needs HD pre-op", "fasted since midnight", "anaesthetic review done"])))
    d.line()
    d.line("4) OUTSTANDING")
    bl = B.bullet(rng)
    fam_last = C.person(rng).last
    d.f(bl + "Letter to ")
    d.add(["the ", (fam_last, "FAMILY")])
    d.line(" family (donor {dd}) - draft in shared drive", dd=k.d(B.plus(hd, -rng.randrange(14, 60)), rng.choice(["ddmm", "daymonth", "num"])))
    d.line(bl + "Incident {i} - statement due {dt}", i=(ids.ref_no(rng, hd.year, "INC"), "IDNUM"),
           dt=k.d(B.plus(hd, rng.randrange(2, 10)), rng.choice(["wdshort", "daymonth", "ddmm"])))
    d.line(bl + "Pool car keys ({pl}) left with security; mileage logged", pl=(ids.plate(rng, c), "VEHICLE"))
    if rng.random() < 0.5:
        d.line(bl + "{h} rang re tissue donor - call back {p}", h=(k.hname(C.hospital(rng, c))[0], "HOSPITAL"),
               p=(ids.phone(rng, c, "ext"), "PHONE"))
    if rng.random() < 0.5:
        d.line(bl + "Laptop asset {s} returned to IT (VPN fault)", s=(ids.serial(rng), "DEVICE"))
    d.line()
    d.f("Handed over by ")
    d.add(B.sn(rng, a, "fi_last"))
    d.f(" / received by ")
    d.add(B.sn(rng, b, "fi_last"))
    d.line()


FIRST = {"A": [1, 2, 3, 11, 23, 24, 26, 29, 30, 31, 32, 33, 68, 74], "B": [7, 8, 13, 14, 15, 18, 27, 35, 37, 38,
                                                                       40, 44, 51, 52, 57, 58],
         "C": [1, 2, 3, 4, 5, 6, 7, 8, 12, 14, 15, 16], "DRB1": [1, 3, 4, 7, 8, 11, 12, 13, 14, 15, 16],
         "DQB1": [2, 3, 4, 5, 6], "DPB1": [1, 2, 3, 4, 5, 9, 10, 11, 13, 14, 17]}


def hla_allele(rng, locus):
    return "%s*%02d:%02d" % (locus, rng.choice(FIRST[locus]), rng.randrange(1, 12))


def tissue_typing(rng, k, d):
    c = k.c
    lab_h = k.tx[1]
    d.line(rng.choice(["HISTOCOMPATIBILITY & IMMUNOGENETICS LABORATORY", "Tissue Typing Laboratory",
                       "H&I LABORATORY REPORT", "Transplant Immunology Laboratory"]))
    d.line("{h} | Tel {p} | Fax {f}", h=k.hname(lab_h, abbr_ok=False), p=(ids.phone(rng, c, "ext"), "PHONE"),
           f=(ids.phone(rng, c), "FAX"))
    if rng.random() < 0.6:
        d.line("On-call scientist via switchboard; results {e}", e=(ids.email(rng, "", "", org=True), "EMAIL"))
    d.line()
    d.line("REPORT: {t}", t=rng.choice(["Deceased donor HLA typing and crossmatch", "Donor typing / virtual crossmatch",
                                        "Pre-transplant crossmatch report"]))
    d.line("Lab no: {l}   Report ID: {r}", l=(ids.lt(rng, 1) + str(k.date.year)[2:] + "-" + ids.dg(rng, 5), "IDNUM"),
           r=(ids.ref_no(rng, k.date.year, "TT"), "IDNUM"))
    d.f("Donor: {di}  ", di=(k.donor_id, "IDNUM"))
    if rng.random() < 0.7:
        d.add(B.pt(rng, k.donor, rng.choice(["LASTFIRST", "lastfirst"])))
        d.f("  ")
    d.line("{a} {s}   Referring hospital: {h}", a=B.age(rng, k.age, "y"), s=k.donor.sex, h=k.hname(k.hosp))
    d.line("Sample: EDTA x{n}, taken {dt} {t}, received {dr} {t2} ({cr})", n=rng.randrange(2, 5),
           dt=k.d(k.date, rng.choice(["num", "dash"])), t=B.tm(rng), dr=k.d(k.date, "ddmm"), t2=B.tm(rng),
           cr=rng.choice(["courier", "police car", "taxi", "blue-light ambulance"]))
    d.line("Method: {m}", m=rng.choice(["NGS (AlloSeq Tx17)", "PCR-SSO (Luminex)", "real-time PCR (LinkSeq)", "PCR-SSP"]))
    d.line()
    d.line("HLA TYPE")
    broad = []
    for loc in ["A", "B", "C", "DRB1", "DQB1", "DPB1"]:
        a1, a2 = hla_allele(rng, loc), hla_allele(rng, loc)
        d.line("  {l:<5} {a1}, {a2}".format(l=loc, a1=a1, a2=a2))
        if loc != "DPB1":
            pre = {"A": "A", "B": "B", "C": "Cw", "DRB1": "DR", "DQB1": "DQ"}[loc]
            broad.append("%s%d, %s%d" % (pre, int(a1.split("*")[1][:2]), pre, int(a2.split("*")[1][:2])))
    d.line("  Broad: {h}", h="; ".join(broad))
    d.line()
    d.line("CROSSMATCH")
    d.line("  {a:<26}{b:<12}{c:<10}{d}".format(a="Recipient", b="ID", c="Serum", d="Result"))
    for i in range(rng.randrange(2, 5)):
        r = C.person(rng)
        sd = B.plus(k.date, -rng.randrange(10, 90))
        nm = C.nm(rng, r, "PATIENT", rng.choice(["LASTFIRST", "lastfirst", "fi_last"]))
        d.add("  ", nm)
        d.add(" " * max(1, 26 - len(nm[0])))
        mr = ids.mrn(rng, c)
        d.add((mr, "MRN"), " " * max(1, 12 - len(mr)))
        sds = ids.fmt_date(rng, c, sd, "ddmm")
        d.add((sds, "DATE"), " " * max(1, 10 - len(sds)))
        d.line(rng.choice(["T neg / B neg (flow)", "virtual XM neg", "T neg / B pos (DSA DQ7 MFI 2100)",
                           "CDC neg", "Positive - DSA B44 MFI 8900", "not tested - sample >3 months old"]))
    d.line()
    d.line("Antibody screen ({m}): {x}", m="Luminex single antigen beads",
           x=rng.choice(["no DSA above 2000 MFI", "weak DQ antibodies, not donor-specific",
                         "DSA to HLA-DR4 (MFI 4300)"]))
    d.line("Comment: {x}", x=rng.choice(["Results phoned to coordinator at " + B.tm(rng) + ".",
                                         "Previous graft failure (Banff 2019 category 2 ABMR) - repeat mismatches avoided.",
                                         "Lewis and Duffy phenotypes not relevant to HLA crossmatch.",
                                         "Second sample requested for confirmation.",
                                         "Sensitising events: 2 pregnancies, transfusion.",
                                         "Historic sera reviewed (last 5 years)."]))
    d.f("Results telephoned to ")
    d.add(B.sn(rng, k.coord, "full"))
    d.line(" at {t}", t=B.tm(rng))
    d.line()
    d.f("Reported by: ")
    d.add(B.sn(rng, k.sci, "full"))
    d.line(", Clinical Scientist ({l} {v})", l="HCPC" if c == "UK" else rng.choice(["Reg.", "Lic.", "Reg no"]),
           v=(rng.choice(["CS", "BS"]) + ids.dg(rng, 5), "LICENSE"))
    d.f("Authorized by: " if c in ("US", "CA") else "Authorised by: ")
    d.add(B.sn(rng, k.scic, "titlefull"))
    d.line(", Consultant Clinical Scientist, {dt}", dt=k.d(k.date, rng.choice(["num", "short"])))
    if rng.random() < 0.5:
        d.line("Released to portal {u} (session {ip})", u=(ids.url(rng), "URL"), ip=(ids.ip(rng), "IPADDR"))
