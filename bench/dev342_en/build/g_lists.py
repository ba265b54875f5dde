"""Genres: day surgery list; cancellation and rebooking log."""
import clinical as C
import pools as P
import world as W
import case as K
import common as M
from nb import NB, rng, ch, chance, digits, joinf


def _row_note(k):
    opts = [k.allergy.upper() + " ALLERGY" if k.allergy not in ("NKDA", "nil known", "NKA") else "",
            "DM - pump, 1st on list" if "diabetes" in k.pmh else "",
            "ASD - quiet bay, play spec" if "autism" in k.pmh else "",
            "VWD - TXA" if "Willebrand" in k.pmh else "",
            "MH precautions - vapour free" if "malignant" in k.pmh else "",
            "interpreter booked" if chance(0.08) else "",
            "needs bloods" if chance(0.05) else "", "latex free" if k.allergy == "latex" else "",
            "sibling also listed" if chance(0.04) else ""]
    s = "; ".join(x for x in opts if x)
    return s or ch(["", "", "-", "", "snorer", "cold last wk - check", "wt %.1f" % k.wt])


def day_surgery_list(k0):
    nb = NB()
    c = k0.c
    sp = k0.proc["sp"]
    n = rng.randint(4, 9) if sp != "General" else rng.randint(4, 7)
    ks = K.session(c, n, sp=sp)
    k = ks[0]
    am = chance(0.6)
    na = k.na
    nb(M.letterhead(k, unit=True, contact=False) if chance(0.5) else [(k.hosp, "HOSPITAL"), "\n"])
    nb(ch(["THEATRE LIST", "DAY SURGERY LIST", "OPERATING LIST", "OR SCHEDULE" if na else "Day Case List"]),
       " - ", K.sp_word(k), "\n")
    nb(ch(["Theatre ", "OR ", "Theatre "]) if not na else "OR ", str(rng.randint(1, 8)), "   ",
       (W.fmt_date(k.op, c, ch(["wdlong", "wd", "num"])), "DATE"), "   ",
       "AM session 08:00-12:30" if am else "PM session 13:30-18:00", "\n")
    nb("Surgeon: ", K.staff_name(k.surg, ch(["hon_last", "fi", "hon_full"])), " (", k.surg.title, ")\n")
    nb("Anaesthetist: " if not na else "Anesthesiologist: ", K.staff_name(k.anaes, ch(["hon_last", "fi", "full"])),
       ch(["", "   Bleep "]))
    if nb.parts[-1] == "   Bleep ":
        nb((k.anaes.bleep, "PHONE"))
    nb("\nAssistant: ", K.staff_name(k.reg, ch(["hon_last", "full", "fi"])), "   ",
       "ODP: " if not na else "CRNA: ", K.staff_name(k.odp, "full"), "   Scrub: ", K.staff_name(k.scrub, ch(["full", "first"])), "\n")
    nb("Ward: ", (k.ward, "HOSPITAL"), "   Recovery lead: ", K.staff_name(k.rec, ch(["full", "first"])), "\n\n")
    fmt = ch(["pipe", "block"])
    t = 8 * 60 if am else 13 * 60 + 30
    if fmt == "pipe":
        nb("# | Time  | Patient               | DOB        | Age | " + ("MRN" if na else ch(["Hosp No", "MRN", "URN"])) +
           "      | Procedure                     | ASA | Loc   | Notes\n")
        nb("-" * 110, "\n")
    for i, x in enumerate(ks):
        tm = "%02d:%02d" % (t // 60, t % 60)
        adm = max(7 * 60, t - rng.choice([60, 75, 90, 120]))
        x.time_in = "%02d:%02d" % (adm // 60, adm % 60)
        t += x.proc["dur"] + rng.choice([10, 15, 20])
        if fmt == "pipe":
            nb("%d | %s | " % (i + 1, tm), K.pname(x, ch(["LF", "lf", "LF"])), " | ", K.date(x, x.dob, "num"), " | ",
               K.age_frags(x, ch(["y", "mo"]) if x.age_m >= 24 else "mo"), " | ", (x.mrn, "MRN"), " | ", K.proc_name(x), " | ",
               x.asa, " | ", K.bed_frag(x), " | ", _row_note(x), "\n")
        else:
            nb("%d) %s  " % (i + 1, tm), K.pname(x, ch(["LF", "lf"])), "  ", K.sex_word(x), "  ", K.age_frags(x), "  DOB ",
               K.date(x, x.dob, "num"), "\n   ", K.ids_block(x, "  ", national=chance(0.5)), "\n   ",
               K.proc_name(x), ch(["", " + EUA", ""]), "  ASA ", x.asa, "  wt %.1f kg" % x.wt, "\n   ",
               "Admit ", x.time_in, " to ", K.bed_frag(x), ch(["", "   Parent: "]))
            if nb.parts[-1] == "   Parent: ":
                f = x.m
                nb(K.carer_name(f, "full"), " ", (f.mob, "PHONE"))
            note = _row_note(x)
            nb("\n   ", "Notes: " + note if note and note != "-" else "Notes: nil", "\n")
            if x.device and chance(0.6):
                nb("   Device: ", x.device[1], " SN ", (x.dev_sn, "DEVICE"), "\n")
    nb("\n")
    if chance(0.5):
        nb("Order may change - ", ch(["diabetic patients first", "youngest first", "infection-risk patients last",
                                     "MH case first (vapour-free machine)"]), ".\n")
    if chance(0.6):
        nb("Equipment: ", ch(["Coblation wand x2", "Boyle-Davis gag, Draffin rods", "microscope + grommets (Shah 1.14)",
                              "dental chair trolley, suction", "cystoscope 8 Fr", "diathermy, loupes"]),
           ". Vapour-free machine: ", ch(["no", "yes - " + ch(C.MACHINES)]), ".\n")
    nb("List compiled by: ", K.staff_name(k.clerk, ch(["full", "fi"])), ", ", k.clerk.title, "  ext ", (W.ext_num(), "PHONE"), "\n")
    nb("Printed: ", K.date(k, W.add_days(k.op, -1), "num"), " ", W.hhmm(12, 18), "  user ", (k.clerk.user, "USERNAME"))
    if chance(0.5):
        nb("  terminal ", (W.ip(), "IPADDR"))
    nb("\n")
    if chance(0.4):
        nb("Amended ", K.date(k, k.op, "num"), " 07:40 by ", (k.anaes.user, "USERNAME"), ": pt ", str(rng.randint(2, n)), " moved ",
           ch(["to end of list", "up (fasted from 02:00)", "- awaiting bloods"]), "\n")
    return nb


REASONS_HOSP = ["List overran", "No bed on ward", "Surgeon off sick", "Anaesthetist unavailable",
                "Coblation unit faulty", "Emergency case took theatre", "Staff shortage - recovery",
                "Theatre flooding/estates issue", "Equipment not sterilised (CSSD)", "Consultant on call - emergency list"]
REASONS_PT = ["URTI on the day - temp 38.2", "Child ate breakfast (toast 07:30)", "DNA - no contact",
              "Parent cancelled - work commitments", "Chickenpox contact", "Parent cancelled - family bereavement",
              "Child refused - extremely distressed", "Positive COVID swab", "Cough and wheeze, sats 94%",
              "Family on holiday", "Symptoms resolved - no longer wants surgery"]


def cancellation_log(k0):
    nb = NB()
    c = k0.c
    n = rng.randint(3, 7)
    ks = K.session(c, n, team=False)
    k = ks[0]
    nb((k.hosp, "HOSPITAL"), ch([" - Day Surgery Cancellations & Rebooking Log", " DSU cancellation register",
                                 " - CANCELLED OPERATIONS LOG"]), "\n")
    wk = W.add_days(k.op, -k.op.weekday())
    nb("Week commencing ", (W.fmt_date(wk, c, ch(["num", "long"])), "DATE"), "   Compiled by ",
       K.staff_name(k.clerk, "full"), " (", (k.clerk.user, "USERNAME"), ")\n")
    if not k.na and chance(0.7):
        nb("Reminder: hospital-initiated cancellations on the day must be offered a new date within 28 days.\n")
    nb("=" * 70, "\n")
    for i, x in enumerate(ks):
        d = W.next_weekday(wk, rng.randint(0, 4))
        x.op = d
        hosp = chance(0.45)
        reason = ch(REASONS_HOSP if hosp else REASONS_PT)
        nb("[%d] " % (i + 1), K.pname(x, ch(["LF", "lf", "full"])), "  ", ch(["DOB ", "d.o.b. "]), K.date(x, x.dob, "num"), "  ",
           (ch(["MRN ", "Hosp no. "]) if x.c != "NZ" else "NHI "), (x.mrn, "MRN"), "\n")
        nb("    Planned: ", K.date(x, d, ch(["num", "wd"])), " - ", K.proc_name(x), " (", K.staff_name(x.surg, "hon_last"), ")\n")
        nb("    Cancelled: ", K.date(x, d if chance(0.6) else W.add_days(d, -rng.randint(1, 3)), "num"), " ", W.hhmm(6, 15),
           "  by ", "hospital" if hosp else "patient/family", "\n")
        nb("    Reason: ", reason)
        if reason.startswith("DNA") and chance(0.6):
            nb(" - rang ", (x.m.mob, "PHONE"), " x2, no answer; letter to GP ", K.staff_name(x.gp, "hon_last"), " at ", (x.practice, "HOSPITAL"))
        nb("\n")
        if reason.startswith("Parent cancelled - work") and chance(0.6):
            job = x.m.job or "carer"
            nb("    Note: ", K.rel_word(x.m, x).lower(), " works as ", W.art(job), " ", (job, "PROFESSION"), " at ",
               (ch(P.EMPLOYER), "ORGANIZATION"), ", can only do ", (W.wday(W.add_days(d, 2)), "DATE"), "s\n")
        f = x.m
        nb("    Family informed: ", ch(["yes - ", "Y, "]), K.rel_word(f, x).lower(), " ", K.carer_name(f, ch(["full", "first", "title"])),
           " on ", (f.mob, "PHONE"), ch(["", " (voicemail)", " - upset", " - understanding"]), "\n")
        if reason.startswith("Symptoms resolved"):
            nb("    Outcome: removed from waiting list; letter to GP and referrer\n")
        else:
            nd = W.next_weekday(d, rng.randint(7, 40))
            nb("    Rebooked: ", K.date(x, nd, ch(["num", "wd", "long"])), ch([" AM", " PM", ""]), "  new ref ", (W.idnum("booking"), "IDNUM"),
               "  ", ch(["(within 28 days)", "(28-day breach - escalated to ", "", "(patient choice)"]))
            if nb.parts[-1].startswith("(28-day breach"):
                nb(K.staff_name(k.surg, "hon_last"), ")")
            nb("\n")
            if chance(0.4):
                nb("    Pre-op valid until ", K.date(x, W.add_days(x.pre, 90), "num"), ch(["; re-weigh on admission", "; repeat swab", ""]), "\n")
        if chance(0.3):
            nb("    Entered by ", (ch([k.clerk, x.pac, x.nurse]).user, "USERNAME"), " ", W.hhmm(8, 17), "\n")
        nb("-" * 40, "\n")
    nb("Summary: ", str(n), " cancellations this week (", ch(["2 hospital, ", "3 hospital, ", "1 hospital, "]),
       "remainder patient-initiated). Return to ", ch(["theatre utilisation meeting", "DSU governance", "ops manager"]), ".\n")
    if chance(0.5):
        nb("Queries: DSU bookings office ", (k.unit_phone, "PHONE"), ch(["", ", "]))
        if nb.parts[-1] == ", ":
            nb((W.unit_email("dsu.bookings"), "EMAIL"))
        nb("\n")
    return nb
