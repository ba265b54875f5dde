"""Genres: transplant coordinator telephone log, recipient follow-up letter,
registry audit log."""
import pools as P
import common as C
from gen import Doc


def phone_log(ctx):
    d = Doc()
    reg_side = ctx.p(0.55)
    org = ctx.registry() if reg_side else ctx.hosp()
    coord = ctx.staff("coordinator")
    sex = ctx.ch("MF")
    age = ctx.ri(18, 60)
    dn = ctx.person("PATIENT", sex=sex, age=age)
    he = "he" if sex == "M" else "she"
    his = "his" if sex == "M" else "her"
    d.ln((org, "ORGANIZATION" if reg_side else "HOSPITAL"), " - ",
         ctx.ch(["Donor Services", "Transplant Coordination", "BMT Coordinators' Office", "Search & Logistics"]))
    d.ln(ctx.ch(["TELEPHONE CONTACT LOG", "Coordinator Call Log", "CALL NOTES"]))
    d.ln("Donor: ", (ctx.idn("donor"), "IDNUM"), ctx.ch(["", ["  (", ctx.nm(dn, ctx.ch(["full", "LF", "lf"])), ")"]]),
         "    Recipient: ", (ctx.idn("recip"), "IDNUM"))
    d.ln("Coordinator: ", (coord.form(ctx.ch(["full", "fml"])), "DOCTOR"), "    Ext: ", ctx.tel(ext=True))
    d.ln("-" * 70)
    tcc = ctx.staff("coordinator")
    tch, _ = C.tc_hosp(ctx)
    off = 0
    mins = ctx.ri(480, 600)
    uname = ctx.user(coord)
    n = ctx.ri(4, 8)
    kinds = ctx.r.sample(list(range(10)), n)
    for k in kinds:
        step = ctx.ri(0, 4)
        off += step
        mins = ctx.ri(480, 600) if step else min(mins + ctx.ri(10, 120), 1300)
        d.add(ctx.D(off, ctx.ch(["full", "full", "week"])), " %02d:%02d - " % (mins // 60, mins % 60))
        if k == 0:
            d.add("OUT to donor on ", ctx.tel("mob"), ". ")
            if ctx.p(0.5):
                d.add("Voice ID verified (", ctx.bio(), "). ")
            else:
                d.add("ID confirmed with DOB and postcode. ")
            d.add("Confirmed availability for work-up; ", he, " cannot do ", ctx.D(off + ctx.ri(5, 12), ctx.ch(["W", "week"])),
                  " but ", ctx.D(off + ctx.ri(13, 20), "week"), " is fine. ")
            if ctx.p(0.5):
                d.add("Away over ", ctx.holiday(), ". ")
        elif k == 1:
            rel = ctx.ch(["partner", "wife", "husband", "mum", "dad", "housemate"])
            fam = ctx.person("FAMILY", sex="F" if rel in ("wife", "mum") else ("M" if rel in ("husband", "dad") else None))
            d.add("OUT to donor - answered by ", rel, " ", (fam.form(ctx.ch(["first", "full"])), "FAMILY"), "; donor at work (",
                  (ctx.ch(P.PROFESSIONS), "PROFESSION"), ctx.ch(["", [" at ", (ctx.ch(P.EMPLOYERS), "ORGANIZATION")]]),
                  "). Asked for call back, no details given.")
        elif k == 2:
            d.add("IN from ", (tcc.form(ctx.ch(["full", "first", "fi"])), "DOCTOR"), " (", (tch, "HOSPITAL"), ", ",
                  ctx.tel(), "): patient admitted, conditioning (", ctx.ch(["FluBu4", "Flu/Mel 140", "TBI 2 Gy/Flu", "Cy/TBI"]),
                  ") starts ", ctx.D(off + ctx.ri(3, 10), ctx.ch(["short", "week"])), ", Day 0 ", ctx.D(off + ctx.ri(11, 18), "short"), ". ")
        elif k == 3:
            co = ctx.ch(P.COURIERS)
            cour = ctx.person("DOCTOR", role="courier")
            d.add("OUT to ", (co, "ORGANIZATION"), " - courier booked: ", (cour.form(ctx.ch(["full", "fi"])), "DOCTOR"),
                  ", mobile ", ctx.tel("mob"), "; pick-up ", ctx.tm(), " on collection day. ")
        elif k == 4:
            d.add("IN from donor: bone pain after 2nd G-CSF dose, scored 5/10. Advised paracetamol 1 g QDS, loratadine 10 mg. ",
                  "Reminded to report LUQ / shoulder-tip pain immediately (spleen). ")
        elif k == 5:
            gp = ctx.staff("physician")
            d.add("OUT to ", ctx.sp("GP surgery", "PCP office"), " (", (ctx.ch(P.GP_PRACTICES[ctx.c]), "HOSPITAL"),
                  ") re medical summary; spoke to ", ctx.ch(["receptionist ", "practice manager "]),
                  (ctx.person("DOCTOR").form("first"), "DOCTOR"), ". Consent form faxed to ", ctx.fax(), " for ", ctx.docref(gp), ". ")
        elif k == 6:
            d.add("Voicemail left on ", ctx.tel(ctx.ch(["mob", "land"])), ". Follow-up e-mail sent to ", ctx.email(dn), ". ")
        elif k == 7:
            d.add("IN from donor - asks if ", his, " employer can have a letter for ",
                  ctx.ch(["5", "3", "6"]), " days off. Letter emailed. ")
        elif k == 8:
            d.add("Work-up bloods: HIV/HBV/HCV NAT negative, CMV IgG ", ctx.ch(["neg", "pos"]),
                  ". Results faxed to TC on ", ctx.fax(), ". ")
        else:
            d.add("IN from donor: asks how the patient is doing. Explained we can share anonymous updates only: patient is ",
                  C.anon_recipient(ctx, d)[0], [" in ", (ctx.country_other(), "COUNTRY")] if ctx.p(0.7) else "", ". ")
        d.ln(ctx.ch(["", ["[", uname, "]"], ["/", (coord.form("lo"), "DOCTOR")], ["- ", (coord.form("INI"), "DOCTOR")]]))
    d.ln("-" * 70)
    d.ln("Next action: ", ctx.ch(["confirm courier booking", "chase IDM results", "send work-up pack", "book medical"]),
         " by ", ctx.D(off + ctx.ri(1, 3), ctx.ch(["short", "week"])), ".")
    return d


def followup(ctx):
    d = Doc()
    v = ctx.r.randint(0, 2)
    tx = -ctx.ri(95, 420)
    if v == 0:
        hosp, _ = C.tc_hosp(ctx, ctx.c)
        cons = ctx.staff("physician")
        C.letterhead(d, ctx, hosp, "HOSPITAL", lines=ctx.p(0.5), fax=0.6,
                     dept=["Blood and Marrow Transplant Programme", "Department of " + ctx.sp("Haematology", "Hematology"),
                           "Stem Cell Transplant Unit"])
        d.ln("")
        d.ln(ctx.ch(["Date: ", "Clinic date: ", ""]), ctx.D(0))
        gp = ctx.staff("physician")
        d.ln(ctx.title(gp), " ", (gp.form(ctx.ch(["full", "fi"])), "DOCTOR"))
        d.ln((ctx.ch(P.GP_PRACTICES[ctx.c]) if ctx.p(0.5) else C.tc_hosp(ctx, ctx.c)[0], "HOSPITAL"))
        d.ln(ctx.addr(block=True))
        d.ln("")
        d.ln("Dear ", ctx.title(gp), " ", (gp.form("last"), "DOCTOR"), ",")
        d.ln("")
        age = ctx.ri(18, 72)
        sex = ctx.ch("MF")
        pt = ctx.person("PATIENT", sex=sex, age=age)
        dx, ab, st = C.diag(ctx, age)
        d.ln("Re: ", ctx.nm(pt, ctx.ch(["full", "LF", "fml"])), ", DOB ", ctx.D(pt.dob), ", ",
             ctx.ch(["Hosp no. ", "MRN ", "Unit no. "]), ctx.mrn(),
             [", NHS no. ", ctx.plan()] if ctx.c == "UK" and ctx.p(0.6) else "")
        d.ln("    ", ctx.addr(block=False, res=True))
        d.ln("")
        d.ln("Diagnosis: %s (%s), %s at transplant" % (dx, ab, st))
        da = ctx.ri(18, 45)
        d.ln("Transplant: allogeneic ", ctx.ch(["PBSC", "BM"]), " ", ctx.D(tx), ", ",
             ctx.ch(["10/10", "9/10 (C-mismatch)", "8/8"]), " matched unrelated donor (", ctx.agesex(da, ctx.ch("MF")),
             ", ", ctx.ch(["CMV +/-", "CMV -/-", "CMV +/+"]), [", ", (ctx.country_other(), "COUNTRY")] if ctx.p(0.6) else "", ")")
        d.ln("Conditioning: ", ctx.ch(["FluMel (RIC)", "FluBu4 (MAC)", "Cy/TBI 12 Gy", "Flu/Treo"]),
             "; GvHD prophylaxis: ", ctx.ch(["ciclosporin + MTX", "PTCy, tacrolimus, MMF", "ATG, ciclosporin"]))
        d.ln("")
        days = -tx
        label = "Day +%d" % days if days < 200 else ctx.ch(["1-year", "Day +%d" % days])
        title = ctx.title(pt)
        d.add("I reviewed ", title, " ", (pt.form("last"), "PATIENT"), " in clinic today, ", label, " post transplant. ")
        d.add("Neutrophil engraftment was on Day +%d (" % ctx.ri(12, 24), ctx.D(tx + ctx.ri(12, 24), "short"),
              ") and platelets > 20 on Day +%d. " % ctx.ri(14, 35))
        d.add("Chimerism on ", ctx.D(-ctx.ri(3, 30), "short"), ": whole blood %d%% donor, CD3 %d%% donor. " % (ctx.ri(95, 100), ctx.ri(80, 100)))
        d.ln(ctx.ch(["There has been grade I skin GvHD, settled with topical steroids. ",
                     "Mild upper GI GvHD responded to budesonide. ", "No acute GvHD. ",
                     "Early chronic GvHD of the mouth (lichenoid), NIH mild. "]),
             ctx.ch(["CMV PCR has remained < 200 IU/mL on letermovir prophylaxis.",
                     "One CMV reactivation (peak 3,400 IU/mL) treated with valganciclovir 900 mg BD, now undetectable.",
                     "EBV PCR negative."]))
        d.ln("")
        he = "He" if sex == "M" else "She"
        fam = ctx.person("FAMILY", sex="F" if sex == "M" else ctx.ch("MF"))
        job = ctx.ch(P.PROFESSIONS)
        d.add(he, " is ", ctx.ch(["back at work part-time as ", "hoping to return to work as ", "on sick leave from work as "]),
              C.ia(job), (job, "PROFESSION"), ". ")
        if ctx.p(0.5):
            rel = "partner" if ctx.p(0.4) else ("wife" if sex == "M" else "husband")
            d.add("His " if sex == "M" else "Her ", rel, " ", (fam.form(ctx.ch(["first", "full"])), "FAMILY"),
                  " has been a great support. ")
        else:
            d.add("Today accompanied by ", (fam.form(ctx.ch(["first", "full"])), "FAMILY"), ". ")
        d.ln(ctx.ch(["Weight stable at %d kg. " % ctx.ri(50, 100), "Appetite improving. ", "Fatigue remains the main issue. "]),
             ctx.ch(["", ["They plan a holiday to ", (ctx.country_other(), "COUNTRY"), " in ", ctx.D(ctx.ri(60, 200), "my"),
                          "; advised on sun protection. "]]))
        d.ln("")
        d.ln("Medications: ciclosporin %d mg BD (level %d ug/L), aciclovir 400 mg BD, co-trimoxazole 480 mg BD Mon/Wed/Fri, %s." % (
            ctx.ri(5, 20) * 10, ctx.ri(90, 260), ctx.ch(["posaconazole 300 mg OD", "letermovir 480 mg OD", "penicillin V 250 mg BD",
                                                          "omeprazole 20 mg OD"])))
        d.ln("Bloods: ", C.fbc(ctx, sex), "; creatinine %d umol/L; Mg %.2f mmol/L." % (ctx.ri(60, 140), ctx.ri(55, 90) / 100.0))
        d.ln("")
        d.ln("Plan: ", ctx.ch(["taper ciclosporin by 10% every 2 weeks from ", "start revaccination schedule (inactivated vaccines) from ",
                               "repeat chimerism and marrow at 1 year, due "]), ctx.D(ctx.ri(10, 120), ctx.ch(["full", "my"])),
             ". Next clinic ", ctx.D(ctx.ri(14, 60), ctx.ch(["full", "week"])), ".")
        d.ln("")
        C.signoff(d, ctx, cons, "Consultant " + ctx.sp("Haematologist", "Hematologist"), org=hosp)
        d.ln("")
        d.ln("cc: ", title, " ", (pt.form(ctx.ch(["full", "fi"])), "PATIENT"), ctx.ch(["", [", ", (ctx.registry(), "ORGANIZATION")]]))
    elif v == 1:
        reg = ctx.registry()
        C.letterhead(d, ctx, reg, "ORGANIZATION", lines=ctx.p(0.6), fax=0.1, email=0.8, url=0.5,
                     dept=["Donor Follow-up Team", "Donor Care"], mail="donor.followup")
        d.ln("")
        d.ln(ctx.D(0))
        sex = ctx.ch("MF")
        dn = ctx.person("PATIENT", sex=sex, age=ctx.ri(19, 60))
        d.ln(ctx.title(dn), " ", (dn.form(ctx.ch(["full", "fml"])), "PATIENT"))
        d.ln(ctx.addr(block=True, res=True))
        d.ln("")
        d.ln("Donor ID: ", (ctx.idn("donor"), "IDNUM"))
        d.ln("")
        d.ln("Dear ", (dn.form("first"), "PATIENT"), ",")
        d.ln("")
        d.ln("Update on your recipient")
        d.ln("")
        r, ra, rs = C.anon_recipient(ctx, d)
        rc = ctx.country_other() if ctx.p(0.6) else None
        d.add("On ", ctx.D(tx), " you donated ", ctx.ch(["peripheral blood stem cells", "bone marrow"]), " for ", r,
              [" in ", (rc, "COUNTRY")] if rc else "", ". ")
        d.add("The transplant centre has now sent us the ", ctx.ch(["100-day", "6-month", "one-year"]), " follow-up report. ")
        d.ln(ctx.ch(["We are delighted to tell you that your recipient's new immune system is working, and " + ("he" if rs == "M" else "she") + " is recovering at home.",
                     "Your recipient has engrafted and is slowly regaining strength, although there have been some complications with graft-versus-host disease.",
                     "We are very sorry to tell you that your recipient's disease returned after the transplant and " + ("he" if rs == "M" else "she") + " has died. Your gift gave " + ("him" if rs == "M" else "her") + " and " + ("his" if rs == "M" else "her") + " family precious extra time."]))
        d.ln("")
        d.ln(ctx.ch(["Under the rules of the recipient's country, anonymous contact (a card or letter through us) is possible now; "
                     "direct contact may be possible after two years if both of you agree.",
                     "Please remember that all correspondence must remain anonymous - do not include your name, town or photographs.",
                     "If you would like to write to your recipient, send your card to us and we will forward it."]))
        d.ln("")
        d.ln("If you would like to talk about this news, please call ", ctx.tel(), " or email ", ctx.email(dept="donor.followup"), ".")
        d.ln("")
        C.signoff(d, ctx, ctx.staff("coordinator"), "Donor Follow-up Coordinator", org=reg, orgtyp="ORGANIZATION", contact=0.2)
    else:
        reg = ctx.registry()
        tc, _ = C.tc_hosp(ctx, ctx.c)
        fu = ctx.ch(["Day +100", "6-month", "1-year", "2-year"])
        d.ln((reg, "ORGANIZATION"), " - RECIPIENT FOLLOW-UP FORM (", fu, ")")
        d.ln("Recipient ID: ", (ctx.idn("recip"), "IDNUM"), "    Donor ID: ", (ctx.idn("donor"), "IDNUM"))
        d.ln("Transplant centre: ", (tc, "HOSPITAL"), "    CIC: %d" % ctx.ri(100, 999))
        age = ctx.ri(1, 70)
        pt = ctx.person("PATIENT", age=age)
        ab = C.diag(ctx, age)[1]
        d.ln("Recipient initials: ", (pt.form(ctx.ch(["ini", "INI"])), "PATIENT"), "    DOB: ", ctx.D(pt.dob),
             "    Age at HCT: ", (str(age), "AGE"))
        d.ln("Date of HCT: ", ctx.D(tx), "    Product: ", ctx.ch(["PBSC", "BM", "CB"]), "    Diagnosis: ", ab)
        d.ln("")
        d.ln("[x] Alive   [ ] Dead   Date of last contact: ", ctx.D(-ctx.ri(0, 14)))
        d.ln("ANC >= 0.5 x10^9/L: Day +%d   Plt >= 20: Day +%d   Graft failure: %s" % (
            ctx.ri(12, 28), ctx.ri(14, 40), ctx.ch(["no", "no", "secondary - boosted"])))
        d.ln("Best response: ", ctx.ch(["CR", "CR, MRD negative", "PR", "relapse"]), ctx.ch(["", ["  (relapse date ", ctx.D(-ctx.ri(10, 60)), ")"]]))
        d.ln("aGvHD max grade: ", ctx.ch(["0", "I", "II", "III"]), "    cGvHD: ", ctx.ch(["none", "mild", "moderate"]),
             "    Karnofsky/Lansky: %d%%" % ctx.ch([60, 70, 80, 90, 100]))
        d.ln("Infections: ", ctx.ch(["CMV reactivation (pre-emptive therapy)", "none", "BK cystitis", "RSV URTI"]))
        d.ln("")
        comp = ctx.staff("coordinator")
        d.ln("Completed by: ", (comp.form(ctx.ch(["full", "lf"])), "DOCTOR"), ", Data Manager    Email: ", ctx.email(comp),
             "    Date: ", ctx.D(0))
        d.ln("Submitted via ", ctx.url("followup"), ctx.ch(["", [" from ", ctx.ip()]]))
    return d


ACTIONS = ["VIEW donor demographics", "VIEW HLA typing", "EXPORT search report (PDF)", "EDIT contact details",
           "VIEW IDM results", "PRINT work-up pack", "UPDATE donor status -> TU", "VIEW recipient summary",
           "LOGIN", "LOGOUT", "SEND EMDIS TYP_REQ", "DOWNLOAD courier docs"]


def audit(ctx):
    d = Doc()
    reg = ctx.registry()
    po = ctx.staff("admin")
    d.ln((reg, "ORGANIZATION"), " - Registry Information System")
    d.ln(ctx.ch(["ACCESS AUDIT EXTRACT", "Record Access Report", "PRIVACY AUDIT - RECORD ACCESS LOG"]))
    d.ln("Requested by: ", (po.form(ctx.ch(["full", "fi"])), "DOCTOR"), " (", ctx.ch(["Privacy Officer", "Data Protection Officer",
                                                                                       "Information Governance Lead"]), ")")
    d.ln("Ticket: ", (ctx.idn("ticket"), "IDNUM"), "    Generated: ", ctx.D(0, "iso"), " ", ctx.tm())
    sex = ctx.ch("MF")
    who = ctx.person("PATIENT", sex=sex, age=ctx.ri(18, 60))
    isdonor = ctx.p(0.6)
    d.ln("Record: ", "Donor " if isdonor else "Patient ", (ctx.idn("donor" if isdonor else "recip"), "IDNUM"), " (",
         ctx.nm(who, ctx.ch(["LF", "Lf", "lf"])), ")")
    users = [ctx.staff("coordinator") for _ in range(ctx.ri(2, 4))]
    unames = [ctx.user(u) for u in users]
    ips = [ctx.ip() for _ in users]
    rows = []
    for _ in range(ctx.ri(5, 10)):
        rows.append((-ctx.ri(1, 55), ctx.ri(6 * 3600, 22 * 3600), ctx.ri(0, len(users) - 1)))
    rows.sort()
    d.ln("Period: ", ctx.D(rows[0][0] - ctx.ri(0, 3), "iso"), " to ", ctx.D(-1, "iso"))
    d.ln("")
    d.ln("%-10s %-8s | %-16s | %-15s | %s" % ("Date", "Time", "User", "Source IP", "Action"))
    for off, sec, ui in rows:
        d.ln(ctx.D(off, "iso"), " %02d:%02d:%02d | " % (sec // 3600, (sec // 60) % 60, sec % 60), unames[ui],
             " " * max(1, 16 - len(unames[ui][0])), "| ", ips[ui] if ctx.p(0.85) else ctx.ip(),
             " | ", ctx.ch(ACTIONS))
    d.ln("")
    d.ln("REVIEW")
    bad = ctx.r.randint(0, len(users) - 1)
    bu = users[bad]
    d.add("User ", unames[bad], " (", (bu.form("full"), "DOCTOR"), ", ", ctx.ch(["search coordinator", "data manager",
                                                                               "donor services assistant", "temporary admin staff"]), ") ")
    d.add(ctx.ch(["accessed the record without an open work item. ", "viewed the record on a day with no assigned task. ",
                  "exported a search report that was not requested by the TC. "]))
    d.add("Source address ", ips[bad], ctx.ch([" is a registry VPN address", " resolves to the home-working pool",
                                               " is an office workstation"]), ". ")
    k = ctx.r.randint(0, 2)
    mgr = ctx.staff("admin")
    if k == 0:
        d.ln("The user explained that the donor had called the helpline and asked for a status update; call confirmed in "
             "telephony log. No breach.")
    elif k == 1:
        d.ln("Line manager ", (mgr.form(ctx.ch(["full", "fi"])), "DOCTOR"), " has been informed; refresher training booked for ",
             ctx.D(ctx.ri(5, 20), "short"), ".")
    else:
        d.ln("Access was for a duplicate-record check requested by ", (mgr.form(ctx.ch(["full", "fi"])), "DOCTOR"),
             " on ", ctx.D(-ctx.ri(2, 20), "short"), ".")
    d.ln("")
    d.ln("Outcome: ", ctx.ch(["no further action", "minor - training", "escalated to HR", "reportable incident - regulator informed"]),
         "    Closed: ", ctx.D(ctx.ri(0, 10)))
    d.ln("Reviewer: ", (po.form(ctx.ch(["full", "INI"])), "DOCTOR"), "    Contact: ", ctx.email(po))
    return d


GENRES = [("coordinator_telephone_log", phone_log), ("recipient_followup_letter", followup),
          ("registry_audit_log", audit)]
