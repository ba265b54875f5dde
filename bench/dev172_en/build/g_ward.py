"""Genres: rehab unit census, therapy schedule export, functional independence score sheet."""
import pools as P
import phi as H
from common import time_str, md_ref, signature, license_for, family, maybe


# ------------------------------------------------------------------ census
def _census_note(rng, ctx, pt):
    k = rng.randrange(15)
    if k == 0:
        return ["Fam mtg ", ctx.ds(ctx.day(rng.randrange(1, 6)), rng.choice(["wd3", "wd_md"]))]
    if k == 1:
        return ["from ", ("HOSPITAL", ctx.other_hosp())]
    if k == 2:
        return ["awaiting ", ("HOSPITAL", rng.choice(P.CARE_HOMES)), " bed"]
    if k == 3:
        return ["W/C clinic ", ctx.ds(ctx.day(rng.randrange(1, 10)))]
    if k == 4:
        return ["Pass home ", ctx.ds(ctx.day(rng.randrange(1, 7)), rng.choice(["wd3", "wd", "wd_md"]))]
    if k == 5:
        return ["Iso: contact (" + rng.choice(["MRSA", "VRE", "C. diff", "CPE"]) + ")"]
    if k == 6:
        return ["High falls risk, bed alarm"]
    if k == 7:
        return ["SDM: ", rng.choice(["son ", "dtr ", "wife ", "husband ", "niece "]), ("FAMILY", ctx.person().fmt("full"))]
    if k == 8:
        return ["Hoyer x2, " + rng.choice(["bariatric bed", "air mattress", "turn q2h"])]
    if k == 9:
        return ["MBS ", ctx.ds(ctx.day(rng.randrange(1, 5))), " " + time_str(rng)]
    if k == 10:
        return ["Interpreter (" + rng.choice(["Punjabi", "Portuguese", "Cantonese", "Tagalog", "Somali", "Arabic", "Polish", "Spanish", "ASL"]) + ")"]
    if k == 11:
        return ["Dialysis " + rng.choice(["MWF", "TTS"]) + " " + time_str(rng, 0)]
    if k == 12:
        return ["D/C to ", ("HOSPITAL", rng.choice(P.CARE_HOMES))]
    if k == 13:
        hol = P.HOLIDAYS_CA if ctx.country == "CA" else P.HOLIDAYS_US
        return ["LOA home for ", ("DATE", rng.choice(hol))]
    return ["-"]


def census(rng, note, ctx):
    layout = rng.choice(["aligned", "pipe", "csv", "aligned"])
    printed = ctx.base
    mds = [ctx.staff("MD") for _ in range(rng.randint(2, 3))]
    pts_staff = [ctx.staff("PT") for _ in range(rng.randint(2, 4))]
    ots_staff = [ctx.staff("OT") for _ in range(rng.randint(2, 3))]
    user = H.username_for(rng, ctx.staff("CLERK"))
    beds = rng.randint(18, 32)
    n = rng.randint(6, 12)
    name_style = rng.choice(["LF", "lf", "LFM", "lfi"])
    with_ip = rng.random() < 0.35

    if layout == "csv":
        note.t("# " + rng.choice(["RehabCensus export", "ADT census extract", "Unit census report"]) + " | site=")
        note.p("HOSPITAL", ctx.site).t(" | unit=").p("HOSPITAL", ctx.unit).t(" | run=")
        note.s(ctx.d(printed, "iso")).t(" " + time_str(rng, 0, hour=rng.randrange(5, 8)) + " | user=")
        note.p("USERNAME", user)
        if with_ip:
            note.t(" | ws=").p("IPADDR", H.ip_str(rng))
        note.t("\n")
        note.t("Bed,Patient,MRN,Age,Sex,Admit,RCG,Dx,Physiatrist,PT,OT,FIM_Adm,EDD,Comment\n")
        for _ in range(n):
            pt = ctx.patient(25, 97)
            md = rng.choice(mds)
            cells = [[("LOCATION_OTHER", pt.room)], [("PATIENT", pt.p.fmt(name_style))],
                     [("MRN", pt.mrn)], [("AGE", str(pt.age))], pt.sex, [ctx.d(pt.admit, "iso")],
                     pt.dx[1], pt.dx[0], [("DOCTOR", md.fmt("lf1"))],
                     [("DOCTOR", rng.choice(pts_staff).fmt("initc"))],
                     [("DOCTOR", rng.choice(ots_staff).fmt("initc"))], str(rng.randint(28, 95)),
                     [ctx.d(ctx.day(rng.randint(3, 30)), "iso")], _census_note(rng, ctx, pt)]
            note.delim_row(cells)
        note.t("# rows=%d beds=%d\n" % (n, beds))
        return

    title = rng.choice(["INPATIENT REHABILITATION CENSUS", "Rehab Unit Daily Census", "DAILY BED CENSUS - REHAB"])
    note.t(title + "\n")
    note.p("HOSPITAL", ctx.site).t(" - ").p("HOSPITAL", ctx.unit).t("\n")
    note.t("Printed: ").s(ctx.d(printed)).t(" " + time_str(rng, 0, hour=rng.randrange(5, 8)))
    note.t("   by ").p("USERNAME", user)
    if with_ip:
        note.t(" @ ").p("IPADDR", H.ip_str(rng))
    note.t("   Page 1 of 1\n\n")
    header = ["Rm/Bed", "Patient", "MRN", "Age/Sex", "Admit", "Diagnosis", "MD", "PT/OT", "FIM", "EDD", "Notes"]
    rows = []
    for _ in range(n):
        pt = ctx.patient(25, 97)
        md = rng.choice(mds)
        rows.append([
            [("LOCATION_OTHER", pt.room)], [("PATIENT", pt.p.fmt(name_style))], [("MRN", pt.mrn)],
            [("AGE", str(pt.age)), rng.choice(["/", " ", ""]) + pt.sex],
            [ctx.ds(pt.admit, rng.choice(["md", "d_mon"]))] if rng.random() < 0.5 else [ctx.d(pt.admit)],
            pt.dx[0], ["Dr. ", ("DOCTOR", md.last)] if rng.random() < 0.6 else [("DOCTOR", md.fmt("initc"))],
            [("DOCTOR", rng.choice(pts_staff).fmt("initc")), "/", ("DOCTOR", rng.choice(ots_staff).fmt("initc"))],
            str(rng.randint(28, 95)), [ctx.ds(ctx.day(rng.randint(3, 30)), "md")], _census_note(rng, ctx, pt)])
    if layout == "pipe":
        note.pipe_table(header, rows, pad=rng.random() < 0.6)
    else:
        note.aligned_table(header, rows)
    note.t("\nBeds: %d   Occupied: %d   Blocked: %d   Pending admits: " % (beds, n, rng.randint(0, 2)))
    k = rng.randint(1, 2)
    for i in range(k):
        if i:
            note.t(", ")
        note.t("1 from ").p("HOSPITAL", ctx.other_hosp())
    note.t("\n")
    rn = ctx.staff("RN")
    note.t("Charge nurse: ").p("DOCTOR", rn.fmt(rng.choice(["full", "fi_last", "first"]))).t(", " + rn.cred)
    note.t("   Unit phone ").p("PHONE", ctx.phone()).t("   Fax ").p("FAX", ctx.phone()).t("\n")
    note.t("Physiatrist on call: ").s(md_ref(rng, rng.choice(mds), [0, 3])).t(" - pager ")
    note.p("PHONE", ctx.phone(style=1)).t("\n")
    note.t("Legend: FIM = admission FIM total (18-126); EDD = estimated discharge date; PT/OT = primary therapists\n")


# ------------------------------------------------------------------ schedule
def _location(rng, pt):
    if rng.random() < 0.22:
        return ["Bedside ", ("LOCATION_OTHER", pt.room)]
    if rng.random() < 0.05:
        return ["Rm ", ("LOCATION_OTHER", pt.room)]
    return [rng.choice(P.ROOMS_NONPHI)]


def schedule(rng, note, ctx):
    mode = rng.choice(["day", "day", "patient"])
    layout = rng.choice(["csv", "tsv", "aligned", "pipe"])
    delim = "\t" if layout == "tsv" else ","
    tstyle = rng.choice([0, 1, 2])
    user = H.username_for(rng, ctx.staff("CLERK"))
    disc_staff = {}
    for disc in ["PT", "OT", "SLP", "RT", "KIN"]:
        disc_staff[disc] = [ctx.staff(disc) for _ in range(rng.randint(1, 3))]
    tname_style = rng.choice(["lf1", "Lf", "full", "fi_last", "lf"])
    pname_style = rng.choice(["LF", "lf", "full", "lfi"])
    day = ctx.base
    if mode == "day":
        pts = [ctx.patient(20, 96) for _ in range(rng.randint(4, 8))]
        rows = []
        for _ in range(rng.randint(9, 16)):
            pt = rng.choice(pts)
            disc = rng.choice(["PT", "PT", "OT", "OT", "SLP", "RT", "KIN"])
            th = rng.choice(disc_staff[disc])
            h = rng.randrange(8, 16)
            m = rng.choice([0, 15, 30, 45])
            dur = rng.choice([30, 45, 60])
            eh, em = h + (m + dur) // 60, (m + dur) % 60
            units = "%d" % (dur // 15)
            if ctx.country == "US" and rng.random() < 0.6:
                units = rng.choice(P.CPT) + " x" + units
            status = rng.choice(["Scheduled", "Scheduled", "Attended", "Attended", "Cancelled - pt fatigue",
                                 "Cancelled - dialysis", "Refused", "Held - medical", "Late"])
            rows.append((h, m, [[ctx.d(day, "iso" if layout in ("csv", "tsv") else None)],
                                time_str(rng, tstyle, h, m), time_str(rng, tstyle, eh, em), disc,
                                [("DOCTOR", th.fmt(tname_style))],
                                [("PATIENT", pt.p.fmt(pname_style))], [("MRN", pt.mrn)],
                                _location(rng, pt), rng.choice(P.SESSION_TYPES[disc]), units, status]))
        rows.sort(key=lambda r: (r[0], r[1]))
        rows = [r[2] for r in rows]
        header = ["Date", "Start", "End", "Disc", "Therapist", "Patient", "MRN", "Location", "Activity", "Units", "Status"]
    else:
        pt = ctx.patient(20, 96)
        rows = []
        start = ctx.base
        for dd in range(rng.randint(3, 6)):
            dday = H.add_days(start, dd)
            if dday.weekday() >= 5:
                continue
            for disc in rng.sample(["PT", "OT", "SLP", "RT", "KIN"], rng.randint(2, 3)):
                th = rng.choice(disc_staff[disc])
                h = rng.randrange(8, 16)
                m = rng.choice([0, 30])
                rows.append([[ctx.ds(dday, rng.choice(["wd_md", "wdl_md"]))] if layout not in ("csv", "tsv") else [ctx.d(dday, "iso")],
                             time_str(rng, tstyle, h, m), disc, [("DOCTOR", th.fmt(tname_style))],
                             _location(rng, pt), rng.choice(P.SESSION_TYPES[disc]), "%d min" % rng.choice([30, 45, 60])])
        header = ["Date", "Time", "Disc", "Therapist", "Location", "Activity", "Duration"]
        note.t("Weekly Therapy Schedule - ").p("PATIENT", pt.p.fmt(pname_style)).t(" (MRN ").p("MRN", pt.mrn)
        note.t(")  Room ").p("LOCATION_OTHER", pt.room).t("\n")
        note.t("Week of ").s(ctx.d(start)).t("   Target: 3 h/day, 5 days/wk\n")
        if rng.random() < 0.4:
            note.t("Family may attend sessions - contact ").s([rng.choice(["daughter ", "son ", "wife ", "husband "])])
            note.p("FAMILY", ctx.person().fmt("first")).t(" at ").p("PHONE", ctx.phone()).t("\n")
        note.t("\n")

    if mode == "day":
        note.t(rng.choice(["Therapy Schedule Export", "REHAB SCHEDULING - DAILY LIST", "Daily therapy grid"]))
        note.t(" - ").p("HOSPITAL", ctx.unit).t(", ").p("HOSPITAL", ctx.site).t("\n")
    if layout in ("csv", "tsv"):
        note.delim_row(header, delim)
        for r in rows:
            note.delim_row(r, delim)
    elif layout == "pipe":
        note.pipe_table(header, rows)
    else:
        note.aligned_table(header, rows)
    note.t("\n")
    if rng.random() < 0.75:
        note.t(rng.choice(["Exported ", "Generated ", "Run "])).s(ctx.d(ctx.base)).t(" " + time_str(rng, 0, hour=rng.randrange(6, 8)))
        note.t(" by ").p("USERNAME", user)
        if rng.random() < 0.5:
            note.t(" from ").p("IPADDR", H.ip_str(rng))
        note.t("\n")
    if rng.random() < 0.5:
        note.t("Scheduling desk: ").p("PHONE", ctx.phone(ext=rng.random() < 0.5)).t("\n")
    note.t(rng.choice(["Units = 15-min billing units.", "Minimum 180 min therapy/day per program standard.",
                       "Sessions <15 min not counted.", "Group sessions max 4 pts."]) + "\n")


# ------------------------------------------------------------------ FIM sheet
FIM_ITEMS = [
    ("A", "Eating"), ("B", "Grooming"), ("C", "Bathing"), ("D", "Dressing - upper"),
    ("E", "Dressing - lower"), ("F", "Toileting"), ("G", "Bladder management"),
    ("H", "Bowel management"), ("I", "Transfer bed/chair/WC"), ("J", "Transfer toilet"),
    ("K", "Transfer tub/shower"), ("L", "Walk/Wheelchair"), ("M", "Stairs"),
    ("N", "Comprehension"), ("O", "Expression"), ("P", "Social interaction"),
    ("Q", "Problem solving"), ("R", "Memory"),
]
ITEM_DISC = {"A": "OT", "B": "OT", "C": "OT", "D": "OT", "E": "OT", "F": "OT", "G": "RN", "H": "RN",
             "I": "PT", "J": "OT", "K": "OT", "L": "PT", "M": "PT", "N": "SLP", "O": "SLP",
             "P": "RN", "Q": "SLP", "R": "SLP"}

GG_ITEMS = [("GG0130A", "Eating"), ("GG0130B", "Oral hygiene"), ("GG0130C", "Toileting hygiene"),
            ("GG0170B", "Sit to lying"), ("GG0170C", "Lying to sitting on side of bed"),
            ("GG0170D", "Sit to stand"), ("GG0170E", "Chair/bed-to-chair transfer"),
            ("GG0170F", "Toilet transfer"), ("GG0170I", "Walk 10 feet"), ("GG0170J", "Walk 50 feet with two turns"),
            ("GG0170K", "Walk 150 feet"), ("GG0170M", "1 step (curb)"), ("GG0170R", "Wheel 50 feet with two turns")]


def fim_sheet(rng, note, ctx):
    pt = ctx.patient(18, 97)
    adm = pt.admit
    dc = H.add_days(adm, rng.randint(12, 40))
    assessors = {d: ctx.staff(d) for d in ["OT", "PT", "RN", "SLP"]}
    gg = ctx.country == "US" and rng.random() < 0.5
    note.t(rng.choice(["FUNCTIONAL INDEPENDENCE SCORE SHEET", "FIM SCORING WORKSHEET", "Functional Independence Measure - Score Sheet"])
           if not gg else "IRF-PAI SECTION GG - SELF-CARE & MOBILITY SCORE SHEET")
    note.t("\n")
    note.p("HOSPITAL", ctx.site).t(rng.choice([" | ", " - "])).p("HOSPITAL", ctx.unit).t("\n\n")
    kv = rng.random() < 0.5
    sep = ": " if kv else " "
    note.t("Patient" + sep).p("PATIENT", pt.p.fmt(rng.choice(["LFM", "LF", "lf", "full"]))).t("    MRN" + sep).p("MRN", pt.mrn).t("\n")
    note.t("DOB" + sep).s(ctx.d(pt.dob)).t("   Age" + sep).p("AGE", str(pt.age)).t("   Sex" + sep + pt.sex + "\n")
    if ctx.country == "US":
        if pt.age >= 65 or rng.random() < 0.3:
            note.t("Medicare/MBI" + sep).p("HEALTHPLAN", H.healthplan_str(rng, "US", ctx.rcode, "mbi"))
        else:
            note.t("Payer" + sep).p("ORGANIZATION", rng.choice(P.INSURERS)).t(" ID ").p("HEALTHPLAN", H.healthplan_str(rng, "US", ctx.rcode, "commercial"))
        if rng.random() < 0.75:
            note.t("   SSN" + sep).p("SSN", H.ssn_str(rng, "US"))
        note.t("\n")
        note.t("Account #" + sep).p("ACCOUNT", pt.acct).t("   CMG" + sep + rng.choice(["A0104", "A0203", "A0807", "A1001", "A2001", "A1201"]) + "\n")
    else:
        note.t(rng.choice(["Health card", "HCN", "PHN"]) + sep).p("HEALTHPLAN", pt.hp).t("   Encounter" + sep).p("ACCOUNT", pt.acct).t("\n")
        note.t("NRS Rehab Client Group" + sep + pt.dx[1] + " (" + pt.dx[2] + ")\n")
    note.t("Admitted" + sep).s(ctx.d(adm)).t(" from ").p("HOSPITAL", ctx.other_hosp()).t("\n")
    note.t("Impairment" + sep + pt.dx[0] + "\n")
    md = ctx.staff("MD")
    note.t("Attending physiatrist" + sep).s(md_ref(rng, md, [0, 2, 3])).t("\n\n")
    if not gg:
        header = ["Item", "Admission", "Goal", "Discharge", "Scored by"]
        note.t("Admission assessment window: ").s(ctx.d(H.add_days(adm, 0))).t(" to ").s(ctx.d(H.add_days(adm, 3)))
        note.t("; discharge assessment ").s(ctx.d(dc)).t("\n\n")
        rows = []
        tot_a = tot_g = tot_d = 0
        for code, name in FIM_ITEMS:
            a = rng.randint(1, 6)
            g = min(7, a + rng.randint(0, 3))
            dsc = min(7, max(a, g + rng.randint(-2, 1)))
            tot_a += a
            tot_g += g
            tot_d += dsc
            who = assessors[ITEM_DISC[code]]
            rows.append([code + ". " + name, str(a), str(g), str(dsc), [("DOCTOR", who.fmt("initc"))]])
        if rng.random() < 0.5:
            note.pipe_table(header, rows)
        else:
            note.aligned_table(header, rows)
        note.t("\nTOTAL (18-126)  admission %d   goal %d   discharge %d   FIM gain %d   LOS %d days\n"
               % (tot_a, tot_g, tot_d, tot_d - tot_a, (dc - adm).days))
        note.t("Scale: 7 complete independence, 6 modified independence, 5 supervision/set-up, 4 minimal assist, "
               "3 moderate, 2 maximal, 1 total assist\n\n")
    else:
        note.t("Assessment period (admission): ").s(ctx.d(adm)).t(" - ").s(ctx.d(H.add_days(adm, 2))).t("\n\n")
        header = ["Item", "Description", "Adm perf", "D/C goal", "D/C perf"]
        rows = []
        for code, name in GG_ITEMS:
            a = rng.choice(["01", "02", "03", "04", "05", "06", "07", "09", "88"])
            g = rng.choice(["03", "04", "05", "06"])
            dsc = rng.choice(["03", "04", "05", "06", "06"])
            rows.append([code, name, a, g, dsc])
        note.aligned_table(header, rows)
        note.t("\nCodes: 06 independent, 05 setup, 04 supervision/touching, 03 partial/moderate, 02 substantial/max, "
               "01 dependent, 07 refused, 09 N/A, 88 not attempted (medical/safety)\n\n")
    note.t("Assessors\n")
    for disc in ["PT", "OT", "RN", "SLP"]:
        st = assessors[disc]
        note.t("  " + disc + ": ").p("DOCTOR", st.fmt(rng.choice(["full", "fi_last", "fml"]))).t(", " + st.cred)
        if rng.random() < 0.4:
            lab, val = license_for(rng, ctx, st)
            note.t(" (" + lab + " ").p("LICENSE", val).t(")")
        note.t("  [").p("DOCTOR", st.fmt("initc")).t("]  ")
        note.s(ctx.d(H.add_days(adm, rng.randint(0, 3)))).t("\n")
    if rng.random() < 0.5:
        cred = ctx.staff("PT")
        note.t("Credentialed rater check: ").p("DOCTOR", cred.fmt("full")).t(", " + cred.cred + " - FIM cert ")
        note.p("LICENSE", "FC-" + H.digits(rng, 6)).t(" exp ").s(ctx.d(H.add_days(ctx.base, rng.randint(100, 700)), "mon_year")).t("\n")
    if rng.random() < 0.5:
        rel, fam = family(rng, ctx, pt)
        note.t("Pre-morbid function confirmed with " + rel + " ").p("FAMILY", fam.fmt(rng.choice(["full", "first"])))
        note.t(": independent in all ADLs, drove, " + rng.choice(["worked part-time as a ", "retired ", "employed as a "]))
        note.p("PROFESSION", pt.prof).t(".\n")
    note.t("Data entered by ").p("USERNAME", H.username_for(rng, ctx.staff("CLERK"))).t(" on ").s(ctx.d(H.add_days(dc, rng.randint(0, 2)))).t("\n")
